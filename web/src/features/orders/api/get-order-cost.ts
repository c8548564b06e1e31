import type { OrderCost } from '@contract/stock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderCostKeys } from './order-cost-keys';

/** The flowers an order used (net of any taken back), what they cost, and the margin. */
export function getOrderCost(uuid: string, signal?: AbortSignal): Promise<OrderCost> {
  return apiRequest<OrderCost>(`/api/orders/${encodeURIComponent(uuid)}/cost`, { signal });
}

export const orderCostQuery = (uuid: string) =>
  queryOptions({
    queryKey: orderCostKeys.cost(uuid),
    queryFn: ({ signal }) => getOrderCost(uuid, signal),
    // The page explains a missing order or a failed load itself.
    meta: { errorToast: false },
  });

export function useOrderCost(uuid: string) {
  return useQuery(orderCostQuery(uuid));
}
