import type { InternOrder } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

export function getInternOrder(uuid: string, signal?: AbortSignal): Promise<InternOrder> {
  return apiRequest<InternOrder>(`/api/orders/${encodeURIComponent(uuid)}/intern`, { signal });
}

export const internOrderQuery = (uuid: string) =>
  queryOptions({
    queryKey: ordersKeys.detail(uuid),
    queryFn: ({ signal }) => getInternOrder(uuid, signal),
    // The page explains a missing order itself.
    meta: { errorToast: false },
  });

export function useInternOrder(uuid: string) {
  return useQuery(internOrderQuery(uuid));
}
