import type { OutForDeliveryInput } from '@contract/delivery-run';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { invalidateRun } from './query-keys';

/** Sends a ready delivery out with someone of the team (driver_id) or a courier (driver_name). */
export function sendOut(uuid: string, driver: OutForDeliveryInput): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/out-for-delivery`, {
    method: 'POST',
    body: driver,
  });
}

export function useSendOut(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driver: OutForDeliveryInput) => sendOut(uuid, driver),
    onSettled: () => invalidateRun(queryClient),
    // The dialog shows why a step was refused.
    meta: { errorToast: false },
  });
}
