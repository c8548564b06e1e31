import type { MessageAnswer, ResetPasswordRequestInput } from '@contract/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function requestPasswordReset(input: ResetPasswordRequestInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/users/reset-password/request', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

/** The form shows field errors itself and toasts the rest (e.g. too many requests). */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorToast: false } });
}
