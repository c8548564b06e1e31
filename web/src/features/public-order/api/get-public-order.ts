import type { PublicOrder } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicOrderKeys } from './query-keys';

/** No sign-in: the random uuid in the link is what gives access. */
export function getPublicOrder(uuid: string, signal?: AbortSignal): Promise<PublicOrder> {
  return apiRequest<PublicOrder>(`/api/orders/${encodeURIComponent(uuid)}`, { signal, auth: false });
}

export const publicOrderQuery = (uuid: string) =>
  queryOptions({
    queryKey: publicOrderKeys.order(uuid),
    queryFn: ({ signal }) => getPublicOrder(uuid, signal),
    // The page explains a missing order in its own words.
    meta: { errorToast: false },
  });

export function usePublicOrder(uuid: string) {
  return useQuery(publicOrderQuery(uuid));
}
