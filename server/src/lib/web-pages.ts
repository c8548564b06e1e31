import { parseStorePath } from '@contract/product-url';

/*
 * Which built page answers an address outside /api, and what the browser may fetch at once.
 * Three pages (vite.config.ts): the storefront and the customer's order pages each have a small
 * bundle of their own (docs/decisions/009 and 031); every other address gets the app.
 */

/** The customer's order pages, /order/{uuid} and /order/{uuid}/details. */
const ORDER_PATH = /^\/order\/([^/]+)(?:\/details)?\/?$/;
/** Only a well-formed id is named in a header; anything else gets the page's own "not found". */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebPage = { file: 'index.html' | 'store.html' | 'order.html'; preload: string[] };

/**
 * The page for `pathname`. An order page names the two answers it starts with, so the browser
 * fetches them while it downloads the page's code (a Link preload header), instead of after.
 */
export function webPageFor(pathname: string, available: { store: boolean; order: boolean }): WebPage {
  // The shop page and its product pages (the dev server, vite.config.ts, matches the same addresses).
  if (available.store && parseStorePath(pathname)) return { file: 'store.html', preload: [] };
  const order = available.order ? ORDER_PATH.exec(pathname) : null;
  if (order) {
    const uuid = order[1] ?? '';
    const api = `/api/orders/${uuid}`;
    return { file: 'order.html', preload: UUID.test(uuid) ? [api, `${api}/options`] : [] };
  }
  return { file: 'index.html', preload: [] };
}

/** The Link header value that preloads `urls` as fetch() will ask for them (same-origin, CORS mode). */
export function preloadHeader(urls: string[]): string {
  return urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
