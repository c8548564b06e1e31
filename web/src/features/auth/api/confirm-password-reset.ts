import type { MessageAnswer, ResetPasswordConfirmInput } from '@contract/password-reset';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function confirmPasswordReset(input: ResetPasswordConfirmInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/users/reset-password/confirm', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

/** The form puts field errors (and a dead link) on the page itself. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset, meta: { errorToast: false } });
}
