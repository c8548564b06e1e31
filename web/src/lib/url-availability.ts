import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function checkUrlAvailability(url: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ type: 'url', value: url });
  return apiRequest<{ available: boolean }>(`/api/users/update/check?${params}`, { signal });
}

export const urlAvailabilityQuery = (url: string) =>
  queryOptions({
    queryKey: ['availability', 'url', url],
    queryFn: ({ signal }) => checkUrlAvailability(url, signal),
    staleTime: 30_000,
    // A failed check is not the user's problem: the server checks again when the form is sent.
    meta: { errorToast: false },
  });

/** Only asks for addresses that pass the format rules; `url` is expected to be debounced. */
export function useUrlAvailability(url: string, enabled: boolean) {
  return useQuery({ ...urlAvailabilityQuery(url), enabled: enabled && url.length > 0 });
}
