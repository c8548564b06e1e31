import type { Customer } from '@contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateCustomers } from './invalidate-customers';

/** What staff write: null clears the e-mail, phone or note. */
export interface CustomerChanges {
  name: string;
  email: string | null;
  phone: string | null;
  note: string | null;
}

/** PATCH /api/customers/{id}: 409 when another customer has the e-mail or phone (merge them instead). */
export function updateCustomer(id: string, changes: CustomerChanges): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
  });
}

export function useUpdateCustomer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CustomerChanges) => updateCustomer(id, changes),
    onSuccess: () => invalidateCustomers(queryClient),
    // The dialog shows field errors beside the fields and a conflict with its way out.
    meta: { errorToast: false },
  });
}
