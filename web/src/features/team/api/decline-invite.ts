import type { MessageAnswer } from '@contract/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The invitee says no: the shop no longer has the address, and the link is used up. */
export function declineInvite(token: string): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/users/invite/decline', {
    method: 'POST',
    body: { token },
    auth: false,
  });
}

export function useDeclineInvite() {
  return useMutation({ mutationFn: declineInvite, meta: { errorToast: false } });
}
