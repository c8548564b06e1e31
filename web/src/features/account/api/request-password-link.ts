import type { MessageAnswer } from '@contract/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** E-mails the signed-in user a link to choose a password (the way a Google-only account sets one). */
export function requestPasswordLink(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/users/set-password/request', { method: 'POST', body: {} });
}

export function useRequestPasswordLink() {
  return useMutation({ mutationFn: requestPasswordLink });
}
