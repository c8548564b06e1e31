import type { UpdateInfoInput } from '@contract/account';
import type { UserInfo } from '@contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateInfo(input: UpdateInfoInput): Promise<UserInfo> {
  return apiRequest<UserInfo>('/api/users/update-info', { method: 'POST', body: input });
}

/** The answer is the user as now stored: the header, the banner and the account page follow at once. */
export function useUpdateInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInfo,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.userInfo, user),
    meta: { errorToast: false },
  });
}
