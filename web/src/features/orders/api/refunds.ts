import type { OrderRefunds } from '@contract/counter';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { invalidateOrder } from './invalidate-order';

const refundsKey = (uuid: string) => [...ordersKeys.detail(uuid), 'refunds'] as const;

/** GET /api/orders/{uuid}/refunds (owner and manager). */
export function getRefunds(uuid: string, signal?: AbortSignal): Promise<OrderRefunds> {
  return apiRequest<OrderRefunds>(`/api/orders/${encodeURIComponent(uuid)}/refunds`, { signal });
}

export const refundsQuery = (uuid: string) =>
  queryOptions({ queryKey: refundsKey(uuid), queryFn: ({ signal }) => getRefunds(uuid, signal) });

export function useRefunds(uuid: string, enabled: boolean) {
  return useQuery({ ...refundsQuery(uuid), enabled });
}

/** POST /api/orders/{uuid}/refunds: money given back, in full or in part. */
export function refundOrder(uuid: string, input: { amount: number; reason: string }): Promise<OrderRefunds> {
  return apiRequest<OrderRefunds>(`/api/orders/${encodeURIComponent(uuid)}/refunds`, {
    method: 'POST',
    body: input,
  });
}

export function useRefundOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { amount: number; reason: string }) => refundOrder(uuid, input),
    onSettled: () =>
      Promise.all([
        invalidateOrder(queryClient, uuid),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
    // The dialog shows why beside the amount.
    meta: { errorToast: false },
  });
}
