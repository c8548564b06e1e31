import type { PublicConfig } from '@contract/meta';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiRequest<PublicConfig>('/api/public-config', { auth: false, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  // Without it the page simply offers no Google button; no reason to alarm anyone.
  meta: { errorToast: false },
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
