import type { DeliveryRun } from '@contract/delivery-run';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deliveryKeys } from '../../../components/delivery-run/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** Everyone's stops, or only those of the signed-in driver. */
export type DriverFilter = 'all' | 'me';

/** How many stops the run page asks for at once: a day's run fits in one page. */
export const RUN_PAGE_SIZE = 100;

/** The day's stops; with `page`, that many from its cursor (docs/decisions/079). */
export function getDeliveries(
  date: string,
  driver: DriverFilter,
  signal?: AbortSignal,
  page?: { cursor: string | null },
): Promise<DeliveryRun> {
  const params = new URLSearchParams({ date });
  if (driver === 'me') params.set('driver', 'me');
  if (page) params.set('limit', String(RUN_PAGE_SIZE));
  if (page?.cursor) params.set('cursor', page.cursor);
  return apiRequest(`/api/deliveries?${params}`, { signal });
}

// A driver on the road comes back to the page often: a minute-old list is fine, older is not.
// The page says itself that the list could not be loaded.
const onTheRoad = { staleTime: 60_000, refetchOnWindowFocus: true, meta: { errorToast: false } } as const;

export const deliveriesQuery = (date: string, driver: DriverFilter) =>
  queryOptions({
    queryKey: deliveryKeys.day(date, driver),
    queryFn: ({ signal }) => getDeliveries(date, driver, signal),
    ...onTheRoad,
  });

/** The day's whole run, as one answer: for the printed list. */
export function useDeliveries(date: string, driver: DriverFilter) {
  return useQuery(deliveriesQuery(date, driver));
}

/**
 * The run a page at a time: `stops` the pages so far, `count` and `toGo` the whole day's; the
 * next page on `query.fetchNextPage`.
 */
export function useDeliveryPages(date: string, driver: DriverFilter) {
  const query = useInfiniteQuery({
    queryKey: [...deliveryKeys.day(date, driver), 'pages'],
    queryFn: ({ pageParam, signal }) => getDeliveries(date, driver, signal, { cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    ...onTheRoad,
  });
  const stops = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const latest = query.data?.pages.at(-1);
  return { query, stops, count: latest?.count ?? 0, toGo: latest?.to_go ?? 0 };
}
