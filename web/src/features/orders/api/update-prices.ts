import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOrder } from './invalidate-order';

export interface PricesInput {
  price: number;
  /** Null: taken from the customer's zip code when they submit (drafts only). */
  delivery_price: number | null;
}

/** Staff correct the prices until the order is done (409 after). */
export function updatePrices(uuid: string, input: PricesInput): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/prices`, { method: 'POST', body: input });
}

export function useUpdatePrices(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PricesInput) => updatePrices(uuid, input),
    onSuccess: () => invalidateOrder(queryClient, uuid),
    // The price form shows the server's message beside its fields.
    meta: { errorToast: false },
  });
}
