import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { invalidateRun } from './query-keys';

/** Nobody took the flowers: the note says what happened. */
export function markAttempted(uuid: string, note: string): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/attempted`, { method: 'POST', body: { note } });
}

export function useMarkAttempted(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => markAttempted(uuid, note),
    onSettled: () => invalidateRun(queryClient),
    meta: { errorToast: false },
  });
}
