import type { AuditPage } from '@contract/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

const PAGE_SIZE = 20;

export function getOrderAudit(uuid: string, cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiRequest<AuditPage>(`/api/orders/${encodeURIComponent(uuid)}/audit?${params}`, { signal });
}

/** Under the order's detail key, so every change that refreshes the order refreshes its activity too. */
export const orderAuditQuery = (uuid: string) =>
  infiniteQueryOptions({
    queryKey: ordersKeys.audit(uuid),
    queryFn: ({ pageParam, signal }) => getOrderAudit(uuid, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // The section says itself that it could not load.
    meta: { errorToast: false },
  });

export function useOrderAudit(uuid: string) {
  return useInfiniteQuery(orderAuditQuery(uuid));
}
