import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { invalidateRun } from './query-keys';

/** The flowers came back to the shop: no driver, the order stays ready. */
export function bringBack(uuid: string): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/back-in-shop`, { method: 'POST', body: {} });
}

export function useBringBack(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bringBack(uuid),
    onSettled: () => invalidateRun(queryClient),
    meta: { errorToast: false },
  });
}
