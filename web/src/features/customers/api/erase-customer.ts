import type { ErasureResult } from '@contract/data-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCustomers } from './invalidate-customers';

/** POST /api/customers/{id}/erase with the customer's name typed again; it cannot be undone. */
export function eraseCustomer(id: string, name: string): Promise<ErasureResult> {
  return apiRequest<ErasureResult>(`/api/customers/${encodeURIComponent(id)}/erase`, {
    method: 'POST',
    body: { name },
  });
}

export function useEraseCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => eraseCustomer(id, name),
    onSuccess: () => invalidateCustomers(queryClient),
    // The dialog shows why it was refused (an open order, say).
    meta: { errorToast: false },
  });
}
