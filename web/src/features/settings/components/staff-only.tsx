import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../../components/ui/spinner';
import { StaffOnlyNotice } from '../../../components/ui/staff-only-notice';
import { userInfoQuery } from '../../../lib/current-user';
import { isStaff } from '../../../lib/roles';

/**
 * Settings are for owners and managers. The shell hides them from florists; one who opens the address
 * gets a plain explanation, and the page's queries (which would answer 403) never start.
 */
export function StaffOnly({ title, children }: { title: string; children: ReactNode }) {
  const { data: user } = useQuery(userInfoQuery);
  if (!user) return <PageSpinner />;
  if (!isStaff(user.role)) return <StaffOnlyNotice title={title} />;
  return children;
}
