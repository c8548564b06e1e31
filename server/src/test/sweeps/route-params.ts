import crypto from 'node:crypto';
import type { SweptRoute } from './route-table';
import type { StockedShop } from './sweep-shop';

type Ids = StockedShop['ids'];

/**
 * What each path parameter stands for, as `segment/:name` (the segment before it in the path) or
 * `:name` alone when the name says it everywhere. `of` picks the shop's own value; `unknown` is a
 * well-formed value that matches nothing, for the public routes that take a capability.
 * A route whose parameter is missing here fails both sweeps: add a line.
 */
type Param = { of: (ids: Ids) => string; unknown: () => string /** Names no shop's row. */; shared?: true };
const params: Record<string, Param> = {
  ':uuid': { of: (ids) => ids.orderUuid, unknown: () => crypto.randomUUID() },
  'products/:id': { of: (ids) => ids.productId, unknown: () => crypto.randomUUID() },
  ':photoId': { of: (ids) => ids.photoId, unknown: () => crypto.randomUUID() },
  ':flowerId': { of: (ids) => ids.flowerId, unknown: () => crypto.randomUUID() },
  'flowers/:id': { of: (ids) => ids.flowerId, unknown: () => crypto.randomUUID() },
  'stock/:id': { of: (ids) => ids.flowerId, unknown: () => crypto.randomUUID() },
  'categories/:id': { of: (ids) => ids.categoryId, unknown: () => crypto.randomUUID() },
  'product-options/:id': { of: (ids) => ids.optionId, unknown: () => crypto.randomUUID() },
  'locations/:id': { of: (ids) => ids.locationId, unknown: () => crypto.randomUUID() },
  'zipcodes/:id': { of: (ids) => ids.locationId, unknown: () => crypto.randomUUID() },
  ':zipId': { of: (ids) => ids.zipId, unknown: () => crypto.randomUUID() },
  'gift-cards/:id': { of: (ids) => ids.giftCardId, unknown: () => crypto.randomUUID() },
  'customers/:id': { of: (ids) => ids.customerId, unknown: () => crypto.randomUUID() },
  'reminders/:reminderId': { of: (ids) => ids.reminderId, unknown: () => crypto.randomUUID() },
  'discount-codes/:id': { of: (ids) => ids.discountCodeId, unknown: () => crypto.randomUUID() },
  'classes/:id': { of: (ids) => ids.taxClassId, unknown: () => crypto.randomUUID() },
  'invoices/:id': { of: (ids) => ids.invoiceId, unknown: () => crypto.randomUUID() },
  'florists/:id': { of: (ids) => ids.floristId, unknown: () => crypto.randomUUID() },
  ':businessUrl': {
    of: (ids) => ids.businessUrl,
    unknown: () => `no-such-shop-${crypto.randomUUID().slice(0, 8)}`,
  },
  // Flags are global or per shop by name; no name belongs to one shop.
  ':flag': { of: () => 'sweep-flag', unknown: () => 'no-such-flag', shared: true },
  // A stored photo's name under /uploads.
  '*': { of: (ids) => ids.photoKey, unknown: () => `${crypto.randomUUID()}.webp` },
};

function entryFor(url: string, name: string) {
  const segments = url.split('/');
  const token = name === '*' ? '*' : `:${name}`;
  const before = segments[segments.indexOf(token) - 1];
  return params[`${before}/${token}`] ?? params[token];
}

/** The parameters of a route no line of the table explains, named as the table would want them. */
export function unexplainedParams(route: SweptRoute): string[] {
  return route.params
    .filter((name) => !entryFor(route.url, name))
    .map((name) => {
      const segments = route.url.split('/');
      const token = name === '*' ? '*' : `:${name}`;
      return `'${segments[segments.indexOf(token) - 1]}/${token}'`;
    });
}

/** Whether the route's path names something of one shop (so another shop must get 404). */
export const namesShopRow = (route: SweptRoute) =>
  route.params.some((name) => entryFor(route.url, name) && !entryFor(route.url, name)?.shared);

/** The route's path with every parameter filled: the shop's own values, or values of nothing. */
export function fillPath(
  route: SweptRoute,
  ids: Ids,
  kind: 'of' | 'unknown',
  override: Record<string, string> = {},
) {
  return route.url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => {
    const param = name ?? '*';
    if (override[param] !== undefined) return override[param];
    const entry = entryFor(route.url, param);
    if (!entry) throw new Error(`no entry for ${param} of ${route.key} in route-params.ts`);
    return encodeURIComponent(kind === 'of' ? entry.of(ids) : entry.unknown()).replaceAll('%2F', '/');
  });
}
