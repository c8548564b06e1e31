import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userInfoQuery } from '../../lib/current-user';
import { isStaff } from '../../lib/roles';
import { PageSpinner } from './spinner';
import { StaffOnlyNotice } from './staff-only-notice';

/**
 * For pages of owners and managers: a florist who opens one gets a plain explanation instead, and the
 * page's queries (which would answer 403) never start.
 */
export function StaffOnly({
  title,
  message,
  children,
}: {
  title: string;
  /** The explanation in the page's language, where it is not English. */
  message?: string;
  children: ReactNode;
}) {
  const { data: user } = useQuery(userInfoQuery);
  if (!user) return <PageSpinner />;
  if (!isStaff(user.role)) return <StaffOnlyNotice title={title} message={message} />;
  return children;
}
