import type { App } from '../../lib/context';
import type { openShop } from '../../test/shop-setup';

/*
 * Reading the storefront's answers in its cache tests: a request with an ETag, the product names
 * a shop shows, and waiting for another process to learn of a change.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/**
 * Another process learns of a change when the database's notification reaches it: at once on the
 * embedded database, within milliseconds on PostgreSQL (docs/decisions/033).
 */
export async function eventually(check: () => Promise<void>, timeoutMs = 2_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export const read = (app: App, url: string, etag?: string) =>
  app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

export const productNames = async (app: App, shop: Shop) =>
  (await read(app, `/api/storefront/${shop.business.url}/products`))
    .json<{ items: { name: string }[] }>()
    .items.map((p) => p.name);
