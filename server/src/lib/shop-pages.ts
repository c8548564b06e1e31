import type { ProcessCaches } from './process-caches';

/**
 * The pages of a shop's lists (orders, customers), kept in this process until a row they are read
 * from changes (docs/decisions/058): every device of a shop reads the same few pages, and reads
 * them again whenever a live event says something moved. A trigger's notice drops the shop's pages
 * of that kind in every process (migration 0041); a change made through this process drops them
 * before its answer leaves. A page is what its route, shop and parsed query say, whoever of the
 * shop asks: every member allowed the route sees the same page.
 */
export function shopPages(caches: ProcessCaches, kind: 'orders' | 'customers') {
  // A page of 300 orders is a few hundred kilobytes in memory; a few hundred pages bound it.
  const pages = caches.cache<unknown>(kind, { grouped: true, maxEntries: 400, ttlMs: 60_000 });
  return <T>(businessId: string, route: string, query: object, load: () => Promise<T>): Promise<T> =>
    pages.get(`${businessId}:${route}?${JSON.stringify(query)}`, load) as Promise<T>;
}
