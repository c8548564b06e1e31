import type { UpdatePasswordAnswer, UpdatePasswordInput } from '@contract/account';
import type { UserInfo } from '@contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/auth';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The answer sets a new refresh cookie for this browser and brings a new access token (every
 * session ended, this one's too), so cookies go along.
 */
export function updatePassword(input: UpdatePasswordInput): Promise<UpdatePasswordAnswer> {
  return apiRequest<UpdatePasswordAnswer>('/api/users/update-password', {
    method: 'POST',
    body: input,
    credentials: 'include',
  });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    onSuccess: ({ access }) => {
      if (access) session.signIn(access);
      queryClient.setQueryData<UserInfo>(queryKeys.userInfo, (user) =>
        user ? { ...user, has_password: true } : user,
      );
    },
    meta: { errorToast: false },
  });
}
