import type { MessageAnswer } from '@contract/password-reset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { showErrorToast } from '../../../lib/error-toast';
import { queryKeys } from '../../../lib/query-keys';

export function resendVerification(): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/users/verify-email/resend', { method: 'POST' });
}

/**
 * "Send again" for the signed-in user. An address confirmed meanwhile (409) is good news, not an
 * error: the user info is fetched again, which ends the banner.
 */
export function useResendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: ({ message }) => toast.success(message),
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONFLICT') {
        toast.success(error.message);
        void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
        return;
      }
      showErrorToast(error);
    },
    meta: { errorToast: false },
  });
}
