import type { AccessAnswer } from '@contract/auth';
import type { AcceptInviteInput } from '@contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/auth';

export function acceptInvite(input: AcceptInviteInput): Promise<AccessAnswer> {
  return apiRequest<AccessAnswer>('/api/users/invite/accept', {
    method: 'POST',
    body: input,
    auth: false,
    credentials: 'include',
  });
}

/**
 * Accepting signs the invitee in. Whatever this browser knew about another account (someone else
 * signed in here) is dropped first, so the back office loads the invitee's own data.
 */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: ({ access }) => {
      queryClient.clear();
      session.signIn(access);
    },
    meta: { errorToast: false },
  });
}
