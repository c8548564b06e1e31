import type { VerifyEmailAnswer } from '@contract/email-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return apiRequest<VerifyEmailAnswer>('/api/users/verify-email', {
    method: 'POST',
    body: { token },
    auth: false,
  });
}

/** The page shows a refused link itself; a confirmed address ends the shell's banner. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: async () => {
      // The page reads the user while it confirms. An invalidation lets a first read still on its
      // way stand, though it may have left before the address was confirmed: cancel it, then read.
      await queryClient.cancelQueries({ queryKey: queryKeys.userInfo });
      await queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
    },
    meta: { errorToast: false },
  });
}
