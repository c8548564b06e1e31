import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

export function deleteOrder(uuid: string): Promise<void> {
  return apiRequest<void>(`/api/orders/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

export function useDeleteOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOrder(uuid),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ordersKeys.detail(uuid) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.calendars }),
      ]);
    },
    // The confirmation dialog shows why it failed.
    meta: { errorToast: false },
  });
}
