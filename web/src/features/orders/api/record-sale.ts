import type { Movement } from '@contract/stock';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { orderCostKeys, STOCK_QUERIES_KEY } from './order-cost-keys';

export interface SaleEntry {
  flowerId: string;
  quantity: number;
}

/** POST /api/stock/{flowerId}/sale as form data (docs/product.md, Calls and forms): stems taken from stock for the order. */
export function recordSale(uuid: string, { flowerId, quantity }: SaleEntry): Promise<Movement> {
  const body = new FormData();
  body.set('quantity', String(quantity));
  body.set('order_uuid', uuid);
  return apiRequest<Movement>(`/api/stock/${encodeURIComponent(flowerId)}/sale`, { method: 'POST', body });
}

/**
 * After stems moved between stock and an order: its cost (here and on its details page), the
 * choices and the stock pages are out of date.
 */
export function stockMovedForOrder(queryClient: QueryClient, uuid: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: orderCostKeys.cost(uuid) }),
    queryClient.invalidateQueries({ queryKey: ordersKeys.detail(uuid) }),
    queryClient.invalidateQueries({ queryKey: orderCostKeys.stockChoices }),
    queryClient.invalidateQueries({ queryKey: STOCK_QUERIES_KEY }),
  ]);
}

export function useRecordSale(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: SaleEntry) => recordSale(uuid, entry),
    onSuccess: () => stockMovedForOrder(queryClient, uuid),
    // "Not enough stems" (409) and field messages are shown beside the form.
    meta: { errorToast: false },
  });
}
