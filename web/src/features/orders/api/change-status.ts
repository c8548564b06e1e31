import type { OrderStatus } from '@contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOrder } from './invalidate-order';

export function changeStatus(uuid: string, status: OrderStatus): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/status`, { method: 'POST', body: { status } });
}

export function useChangeStatus(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => changeStatus(uuid, status),
    // A refused change (409) means someone else moved the order: show its current state either way.
    onSettled: () => invalidateOrder(queryClient, uuid),
    // The status card shows the server's message beside the buttons.
    meta: { errorToast: false },
  });
}
