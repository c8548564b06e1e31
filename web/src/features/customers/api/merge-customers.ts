import type { Customer } from '@contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCustomers } from './invalidate-customers';

/** POST /api/customers/{id}/merge: the other record's orders move to this one, and it is gone. */
export function mergeCustomers(id: string, otherId: string): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(id)}/merge`, {
    method: 'POST',
    body: { other_id: otherId },
  });
}

export function useMergeCustomers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (otherId: string) => mergeCustomers(id, otherId),
    onSuccess: () => invalidateCustomers(queryClient),
    // The confirmation shows why a merge failed.
    meta: { errorToast: false },
  });
}
