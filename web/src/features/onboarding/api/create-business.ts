import type { Business, BusinessInput } from '@contract/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function createBusiness(input: BusinessInput): Promise<Business> {
  return apiRequest<Business>('/api/users/onboarding/create-business', { method: 'POST', body: input });
}

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: (business) => {
      queryClient.setQueryData(queryKeys.business, business);
      // The creator is now the owner: role and business id changed.
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
    },
    meta: { errorToast: false },
  });
}
