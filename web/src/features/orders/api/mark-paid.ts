import type { MarkPaidAnswer } from '@contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOrder } from './invalidate-order';

export type ShopPaymentMethod = 'cash' | 'card' | 'bank_transfer' | 'other';

/** POST …/paid; the answer carries the codes of gift cards the payment issued that could not be e-mailed, once. */
export function markPaid(uuid: string, paymentMethod: ShopPaymentMethod): Promise<MarkPaidAnswer> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/paid`, {
    method: 'POST',
    body: { payment_method: paymentMethod },
  });
}

export function useMarkPaid(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethod: ShopPaymentMethod) => markPaid(uuid, paymentMethod),
    // Already paid (409) elsewhere: the page then shows it as paid.
    onSettled: () => invalidateOrder(queryClient, uuid),
  });
}
