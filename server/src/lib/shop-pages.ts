import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedBody, sendCached } from './cached-body';
import type { ProcessCaches } from './process-caches';

/** How many pages of each kind a process keeps, across all shops. */
const MAX_PAGES = {
  // A page of 300 orders is a few hundred kilobytes in memory; a few hundred pages bound it.
  orders: 400,
  customers: 400,
  // One order's view is a few kilobytes: the orders open on the shops' screens and phones.
  'order-views': 4000,
  // A page holds at most 200 products, each about a kilobyte with its photos, sizes and add-ons.
  products: 200,
  // A shop's flowers with their totals, and its movements' history a page of at most 200 at a time.
  stock: 400,
} as const;

/**
 * The pages of a shop's lists (orders, customers, products, stock) and of its orders' views, kept in
 * this process until a row they are read from changes (docs/decisions/058, 067, 073, 075, 076 and 078):
 * every device of a shop reads the same few pages, and reads them again whenever a live event says
 * something moved. A trigger's notice drops the shop's pages of that kind in every process
 * (migrations 0041, 0050, 0052–0055); a change made through this process drops them before its
 * answer leaves. A page is what its
 * route, shop and parsed query say, whoever of the shop asks: every member allowed the route sees
 * the same page.
 */
export function shopPages(caches: ProcessCaches, kind: PageKind) {
  const pages = keptPages<unknown>(caches, kind);
  return <T>(businessId: string, route: string, query: object, load: () => Promise<T>): Promise<T> =>
    pages.get(pageKey(businessId, route, query), load) as Promise<T>;
}

/**
 * The same pages kept as the answers they are sent as (docs/decisions/083): written once through
 * the route's response schema, and compressed once for each encoding a client accepts, as the
 * storefront's answers are. A list page is tens of kilobytes (a day's first hundred orders about
 * 70), read again by every device of the shop at each live event: each read had written it anew,
 * and sent it uncompressed to phones. For routes that only answer the page.
 */
export function shopAnswers(caches: ProcessCaches, kind: PageKind) {
  const pages = keptPages<CachedBody>(caches, kind);
  // Resolves with the reply, sent: how an async handler says it has answered.
  return async (
    request: FastifyRequest,
    reply: FastifyReply,
    { businessId, route, query }: { businessId: string; route: string; query: object },
    load: () => Promise<unknown>,
  ) => {
    const body = await pages.get(pageKey(businessId, route, query), async () => ({
      json: reply.serialize(await load()) as string,
      encoded: {},
    }));
    return sendCached(request, reply, body);
  };
}

type PageKind = keyof typeof MAX_PAGES;

const keptPages = <V>(caches: ProcessCaches, kind: PageKind) =>
  caches.cache<V>(kind, { grouped: true, maxEntries: MAX_PAGES[kind], ttlMs: 60_000 });

const pageKey = (businessId: string, route: string, query: object) =>
  `${businessId}:${route}?${JSON.stringify(query)}`;
