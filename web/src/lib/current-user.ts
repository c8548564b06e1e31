import type { UserInfo } from '@contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The signed-in user (role, business, onboarding flag). Read by the route guards, the shell's
 * navigation and the account page, so it lives here rather than in one feature.
 */
export const userInfoQuery = queryOptions({
  queryKey: queryKeys.userInfo,
  queryFn: ({ signal }) => apiRequest<UserInfo>('/api/users/info', { signal }),
  staleTime: 5 * 60_000,
});

export function useCurrentUser() {
  return useQuery(userInfoQuery);
}
