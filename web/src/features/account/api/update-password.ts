import type { UpdatePasswordInput } from '@contract/account';
import type { MessageAnswer } from '@contract/password-reset';
import type { UserInfo } from '@contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The answer sets a new refresh cookie for this browser (every other session ended), so cookies go along. */
export function updatePassword(input: UpdatePasswordInput): Promise<MessageAnswer> {
  return apiRequest<MessageAnswer>('/api/users/update-password', {
    method: 'POST',
    body: input,
    credentials: 'include',
  });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: () =>
      queryClient.setQueryData<UserInfo>(queryKeys.userInfo, (user) =>
        user ? { ...user, has_password: true } : user,
      ),
    meta: { errorToast: false },
  });
}
