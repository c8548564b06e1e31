import type { PublicOrder } from '@contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicOrderKeys } from './query-keys';

/** The customer's answers as the form fields the server reads; blank fields are left out. */
export type OrderSubmission = Partial<Record<string, string>>;

/** POST /api/orders/{uuid} as form data (seed §7). */
export function submitOrder(uuid: string, fields: OrderSubmission): Promise<PublicOrder> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') body.set(name, value);
  }
  return apiRequest<PublicOrder>(`/api/orders/${encodeURIComponent(uuid)}`, {
    method: 'POST',
    body,
    auth: false,
  });
}

export function useSubmitOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OrderSubmission) => submitOrder(uuid, fields),
    onSuccess: (order) => {
      queryClient.setQueryData(publicOrderKeys.order(uuid), order);
      // The chosen slot may have taken the last place of its day.
      return queryClient.invalidateQueries({ queryKey: ['public-order', uuid, 'disabled-dates'] });
    },
    // The form shows the server's field errors beside the fields.
    meta: { errorToast: false },
  });
}
