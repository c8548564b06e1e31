import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

export function updateNote(uuid: string, note: string): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/note`, { method: 'POST', body: { note } });
}

export function useUpdateNote(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => updateNote(uuid, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.detail(uuid) }),
    // The note editor shows the server's message under the field.
    meta: { errorToast: false },
  });
}
