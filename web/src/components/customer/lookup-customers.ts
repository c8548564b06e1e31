import type { Customer } from '@contract/customers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { customerLookupKeys } from './query-keys';

/** The server refuses shorter searches (contract/customers.ts, customerLookupQuery). */
export const LOOKUP_MIN_LENGTH = 2;

/** GET /api/customers/lookup?q=: up to 8 customers whose name, e-mail or phone match. */
export function lookupCustomers(q: string, signal?: AbortSignal): Promise<{ items: Customer[] }> {
  return apiRequest(`/api/customers/lookup?${new URLSearchParams({ q })}`, { signal });
}

export function useCustomerLookup(q: string, enabled: boolean) {
  return useQuery({
    queryKey: customerLookupKeys.lookup(q),
    queryFn: ({ signal }) => lookupCustomers(q, signal),
    enabled: enabled && q.length >= LOOKUP_MIN_LENGTH,
    // The list keeps its matches while the next letters are looked up, instead of flickering shut.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // Typing by hand always works; a failed lookup only means no suggestions.
    meta: { errorToast: false },
  });
}
