import type { PastRecipient } from '@contract/customers';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { customerLookupKeys } from './query-keys';

/** GET /api/customers/{id}/recipients: whom and where they sent flowers before, latest first. */
export function getPastRecipients(id: string, signal?: AbortSignal): Promise<{ items: PastRecipient[] }> {
  return apiRequest(`/api/customers/${encodeURIComponent(id)}/recipients`, { signal });
}

export function usePastRecipients(id: string | null) {
  return useQuery({
    queryKey: customerLookupKeys.recipients(id ?? ''),
    queryFn: ({ signal }) => getPastRecipients(id ?? '', signal),
    enabled: Boolean(id),
    // Only a shortcut: without it staff type the recipient as before.
    meta: { errorToast: false },
  });
}
