import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOrder } from './invalidate-order';

/** POST /api/orders/{uuid}/unpaid: a payment recorded in the shop by mistake, with the reason. */
export function undoPayment(uuid: string, reason: string): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/unpaid`, { method: 'POST', body: { reason } });
}

export function useUndoPayment(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => undoPayment(uuid, reason),
    onSettled: () =>
      Promise.all([
        invalidateOrder(queryClient, uuid),
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
      ]),
    meta: { errorToast: false },
  });
}
