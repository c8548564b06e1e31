import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOrder } from './invalidate-order';

/** Gives the order to a person of the shop, or to nobody with null. */
export function assignOrder(uuid: string, assignedTo: string | null): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/assign`, {
    method: 'POST',
    body: { assigned_to: assignedTo },
  });
}

export function useAssignOrder(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignedTo: string | null) => assignOrder(uuid, assignedTo),
    onSuccess: () => invalidateOrder(queryClient, uuid),
  });
}
