import type { AddressSuggestions } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicOrderKeys } from './query-keys';

/** Addresses (or the served zip codes) matching what the customer typed; `query` has 2 characters or more. */
export function getAddressSuggestions(uuid: string, query: string, signal?: AbortSignal) {
  const params = new URLSearchParams({ q: query });
  return apiRequest<AddressSuggestions>(
    `/api/orders/${encodeURIComponent(uuid)}/address-suggestions?${params}`,
    { signal, auth: false },
  );
}

export const addressSuggestionsQuery = (uuid: string, query: string) =>
  queryOptions({
    queryKey: publicOrderKeys.addressSuggestions(uuid, query),
    queryFn: ({ signal }) => getAddressSuggestions(uuid, query, signal),
    staleTime: 5 * 60_000,
    // Only a help while typing: without it the customer types the address by hand.
    retry: false,
    meta: { errorToast: false },
  });

export function useAddressSuggestions(uuid: string, query: string, enabled: boolean) {
  return useQuery({ ...addressSuggestionsQuery(uuid, query), enabled });
}
