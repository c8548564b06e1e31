import type { OrderLinesInput } from '@contract/order-line-edits';
import type { InternOrder } from '@contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { invalidateOrder } from './invalidate-order';

/**
 * Staff change the order's lines (docs/decisions/054): kept lines by id with their quantity, new
 * products and free items. Answers the order as it is now, with what is due or owed back.
 */
export function changeLines(uuid: string, input: OrderLinesInput): Promise<InternOrder> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/lines`, { method: 'PUT', body: input });
}

export function useChangeLines(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderLinesInput) => changeLines(uuid, input),
    onSuccess: (order) => {
      queryClient.setQueryData(ordersKeys.detail(uuid), order);
      return invalidateOrder(queryClient, uuid);
    },
    // The dialog shows the server's message beside the lines it names.
    meta: { errorToast: false },
  });
}
