import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { StaffOnlyNotice } from '../../../components/ui/staff-only-notice';
import { userInfoQuery } from '../../../lib/current-user';
import { isStaff } from '../../../lib/roles';

/** The calendar is for owners and managers; a florist who opens it gets a plain explanation instead. */
export function StaffOnly({ title, children }: { title: string; children: ReactNode }) {
  const { data: user } = useQuery(userInfoQuery);
  if (!user) return <PageSpinner />;
  if (!isStaff(user.role)) return <StaffOnlyNotice title={title} />;
  return children;
}
