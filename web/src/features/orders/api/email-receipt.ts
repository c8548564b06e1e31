import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** POST /api/orders/{uuid}/receipt-mail: the receipt to the customer's address, in the shop's name. */
export function emailReceipt(uuid: string): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/receipt-mail`, { method: 'POST', body: {} });
}

export function useEmailReceipt(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => emailReceipt(uuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.audit(uuid) }),
  });
}
