import type { PublicOrder } from '@contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { invalidateOrder } from './invalidate-order';

/** The fields the customer sends, as text; blank fields are left out. */
export type OrderCorrection = Partial<Record<string, string>>;

/**
 * POST /api/orders/{uuid} as form data with the staff's token: corrects the customer's details until
 * the order is done, keeping its status.
 */
export function correctOrder(uuid: string, fields: OrderCorrection): Promise<PublicOrder> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') body.set(name, value);
  }
  return apiRequest<PublicOrder>(`/api/orders/${encodeURIComponent(uuid)}`, { method: 'POST', body });
}

export function useCorrectOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: OrderCorrection) => correctOrder(uuid, fields),
    onSuccess: () =>
      Promise.all([
        invalidateOrder(queryClient, uuid),
        // The new slot may have taken the last place of its day.
        queryClient.invalidateQueries({ queryKey: ordersKeys.availability(uuid) }),
      ]),
    // The edit form shows the server's field errors beside the fields.
    meta: { errorToast: false },
  });
}
