import type { AddressSuggestions } from '@contract/orders';
import { publicRequest } from '../../lib/public-request';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** Addresses (or the served zip codes) matching what the customer typed; `query` has 2 characters or more. */
export function getAddressSuggestions(uuid: string, query: string) {
  const params = new URLSearchParams({ q: query });
  return publicRequest<AddressSuggestions>(
    `/api/orders/${encodeURIComponent(uuid)}/address-suggestions?${params}`,
  );
}

/** Only a help while typing: without it the customer types the address by hand. */
export function useAddressSuggestions(uuid: string, query: string, enabled: boolean) {
  return useResource(
    enabled ? publicOrderKeys.addressSuggestions(uuid, query) : null,
    () => getAddressSuggestions(uuid, query),
    { staleMs: 5 * 60_000 },
  );
}
