import type { Movement } from '@contract/stock';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type MovementFilter, stockKeys } from './query-keys';

/** Rows per request; "Load more" asks for the next ones. */
export const MOVEMENTS_PAGE_SIZE = 30;

export interface MovementList {
  items: Movement[];
  count: number;
}

export function getMovements(type: MovementFilter, offset: number, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (type !== 'all') params.set('type', type);
  params.set('limit', String(MOVEMENTS_PAGE_SIZE));
  params.set('offset', String(offset));
  return apiRequest<MovementList>(`/api/stock/movements?${params}`, { signal });
}

export const movementsQuery = (type: MovementFilter) =>
  infiniteQueryOptions({
    queryKey: stockKeys.movementList(type),
    queryFn: ({ pageParam, signal }) => getMovements(type, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // An empty page means the list shrank meanwhile: stop rather than ask forever.
      return loaded < last.count && last.items.length > 0 ? loaded : undefined;
    },
    // The history says it could not load itself.
    meta: { errorToast: false },
  });

export function useMovements(type: MovementFilter) {
  // The previous rows stay on screen while another type loads, so the list does not flash.
  return useInfiniteQuery({ ...movementsQuery(type), placeholderData: keepPreviousData });
}
