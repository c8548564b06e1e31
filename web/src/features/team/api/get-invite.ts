import type { InviteDetails } from '@contract/team';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from './query-keys';

/** The invitation behind a link (a POST, so the token stays out of server and proxy logs). */
export function getInvite(token: string, signal?: AbortSignal): Promise<InviteDetails> {
  return apiRequest<InviteDetails>('/api/users/invite/check', {
    method: 'POST',
    body: { token },
    auth: false,
    signal,
  });
}

export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invite(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A dead link is shown on the page itself.
    meta: { errorToast: false },
  });

export function useInvite(token: string) {
  return useQuery(inviteQuery(token));
}
