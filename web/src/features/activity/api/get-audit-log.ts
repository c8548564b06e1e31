import type { AuditEntityType, AuditPage } from '@contract/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const PAGE_SIZE = 30;

export type AuditLogFilter = { entityType: AuditEntityType | null };

export const auditKeys = {
  all: ['audit'] as const,
  log: (filter: AuditLogFilter) => ['audit', 'log', filter.entityType ?? 'all'] as const,
};

export function getAuditLog(filter: AuditLogFilter, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (filter.entityType) params.set('entity_type', filter.entityType);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<AuditPage>(`/api/audit?${params}`, { signal });
}

/** The shop-wide log, page after page from the cursor of the last one ("Load more"). */
export const auditLogQuery = (filter: AuditLogFilter) =>
  infiniteQueryOptions({
    queryKey: auditKeys.log(filter),
    queryFn: ({ pageParam, signal }) => getAuditLog(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    meta: { errorToast: false },
  });

export function useAuditLog(filter: AuditLogFilter) {
  return useInfiniteQuery(auditLogQuery(filter));
}
