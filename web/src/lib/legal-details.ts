import type { LegalDetails } from '@contract/legal-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/** The shop's legal details (docs/decisions/047): everyone of the shop reads them, the owner changes them. */
export const legalDetailsQuery = queryOptions({
  queryKey: queryKeys.legalDetails,
  queryFn: ({ signal }) => apiRequest<LegalDetails>('/api/business-settings/legal', { signal }),
  staleTime: 5 * 60_000,
});

export function useLegalDetails() {
  return useQuery(legalDetailsQuery);
}
