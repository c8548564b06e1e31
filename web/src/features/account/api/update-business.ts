import type { Business, BusinessUpdateInput } from '@contract/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function updateBusiness(input: BusinessUpdateInput): Promise<Business> {
  return apiRequest<Business>('/api/business/', { method: 'PUT', body: input });
}

/** The owner's business page; its form puts the server's field errors (a taken url) beside the fields. */
export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusiness,
    onSuccess: (business) => queryClient.setQueryData(queryKeys.business, business),
    meta: { errorToast: false },
  });
}
