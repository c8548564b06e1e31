import type { OrderCost } from '@contract/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orderCostKeys } from './order-cost-keys';
import { stockMovedForOrder } from './record-sale';

/** Every stem of the flower recorded for the order goes back to stock; answers the new cost. */
export function returnFlowers(uuid: string, flowerId: string): Promise<OrderCost> {
  return apiRequest<OrderCost>(
    `/api/orders/${encodeURIComponent(uuid)}/cost/${encodeURIComponent(flowerId)}`,
    { method: 'DELETE' },
  );
}

export function useReturnFlowers(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flowerId: string) => returnFlowers(uuid, flowerId),
    onSuccess: (cost) => {
      queryClient.setQueryData(orderCostKeys.cost(uuid), cost);
      return stockMovedForOrder(queryClient, uuid);
    },
    // The confirmation dialog shows why it failed.
    meta: { errorToast: false },
  });
}
