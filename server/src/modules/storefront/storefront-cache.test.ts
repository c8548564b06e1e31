import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../lib/context';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf, photoPart } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';
import { createStorefrontCache } from './storefront-cache';

const t = setupTestApp();
/** A second app process on the same database, with a cache of its own. */
let other: App;
beforeAll(async () => {
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
});
afterAll(() => other?.close());

type Shop = Awaited<ReturnType<typeof openShop>>;

/**
 * Another process learns of a change when the database's notification reaches it: at once on the
 * embedded database, within milliseconds on PostgreSQL (docs/decisions/033).
 */
async function eventually(check: () => Promise<void>, timeoutMs = 2_000) {
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

const read = (app: App, url: string, etag?: string) =>
  app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

const productNames = async (app: App, shop: Shop) =>
  (await read(app, `/api/storefront/${shop.business.url}/products`))
    .json<{ items: { name: string }[] }>()
    .items.map((p) => p.name);

describe('storefront answers', () => {
  it('carry an ETag, and answer 304 with no body while nothing changed', async () => {
    const shop = await openShop(t.app);
    await createProduct(t.app, shop.headers, { name: 'Tulips' });
    for (const url of [
      `/api/storefront/${shop.business.url}`,
      `/api/storefront/${shop.business.url}/products`,
    ]) {
      const first = await read(t.app, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^".+"$/);
      const again = await read(t.app, url, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await read(t.app, url, `W/${etag}, "other"`)).statusCode).toBe(304);
      expect((await read(t.app, url, '"stale"')).statusCode).toBe(200);
      // Every process tags the same answer alike, so a cache in front can revalidate anywhere.
      expect((await read(other, url, etag)).statusCode).toBe(304);
    }
  });

  it('follow every change staff make, in this process and in another one', async () => {
    const shop = await openShop(t.app);
    const url = `/api/storefront/${shop.business.url}`;
    const tulips = await createProduct(t.app, shop.headers, { name: 'Tulips' });
    expect(await productNames(t.app, shop)).toEqual(['Tulips']);
    expect(await productNames(other, shop)).toEqual(['Tulips']);
    const etagOf = async (path = url) => (await read(t.app, path)).headers.etag;
    const steps: [string, () => Promise<unknown>, () => Promise<void>][] = [
      [
        'a renamed product',
        () =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/products/${tulips.id}`,
            headers: shop.headers,
            payload: { name: 'Parrot tulips' },
          }),
        async () => expect(await productNames(other, shop)).toEqual(['Parrot tulips']),
      ],
      [
        'a new product',
        () => createProduct(other, shop.headers, { name: 'Anemones' }),
        async () => expect(await productNames(t.app, shop)).toEqual(['Anemones', 'Parrot tulips']),
      ],
      [
        'a photo',
        async () => {
          const form = multipart({ photos: [photoPart(await jpegOf(200))] });
          return t.app.inject({
            method: 'POST',
            url: `/api/products/${tulips.id}/photos`,
            headers: { ...shop.headers, ...form.headers },
            payload: form.payload,
          });
        },
        async () => {
          const items = (await read(other, `${url}/products`)).json().items;
          expect(items.find((p: { name: string }) => p.name === 'Parrot tulips').photos).toHaveLength(1);
        },
      ],
      [
        'a category',
        async () => {
          const category = (
            await t.app.inject({
              method: 'POST',
              url: '/api/categories',
              headers: shop.headers,
              payload: { name: 'Spring' },
            })
          ).json();
          return t.app.inject({
            method: 'PATCH',
            url: `/api/products/${tulips.id}`,
            headers: shop.headers,
            payload: { category_id: category.id },
          });
        },
        async () =>
          expect((await read(other, url)).json().categories.map((c: { name: string }) => c.name)).toEqual([
            'Spring',
          ]),
      ],
      [
        'the shop’s name',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business/',
            headers: shop.headers,
            payload: { name: 'Fern & Co' },
          }),
        async () => expect((await read(other, url)).json().name).toBe('Fern & Co'),
      ],
      [
        'delivery switched off',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business-settings/order-form',
            headers: shop.headers,
            payload: { delivery_enabled: false },
          }),
        async () => expect((await read(other, url)).json().delivery_enabled).toBe(false),
      ],
      [
        'the shop’s tax',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business-settings/tax',
            headers: shop.headers,
            payload: {
              mode: 'vat',
              prices_include_tax: true,
              rate: 19,
              delivery_taxed: true,
              delivery_rate: null,
            },
          }),
        async () => expect((await read(other, url)).json().tax).toMatchObject({ mode: 'vat', rate: 19 }),
      ],
      [
        'a closed day',
        () =>
          t.app.inject({
            method: 'PUT',
            url: '/api/business/order-time/weekly',
            headers: shop.headers,
            payload: {
              window_type: 'delivery',
              windows: [{ weekday: 1, start: '09:00', end: '12:00' }],
              disabled_days: ['2031-12-25'],
            },
          }),
        async () =>
          expect((await read(other, url)).json().delivery_closed).toEqual({
            weekdays: [0, 2, 3, 4, 5, 6],
            dates: ['2031-12-25'],
          }),
      ],
      [
        'a product removed',
        () => t.app.inject({ method: 'DELETE', url: `/api/products/${tulips.id}`, headers: shop.headers }),
        async () => expect(await productNames(other, shop)).toEqual(['Anemones']),
      ],
    ];
    for (const [change, make, check] of steps) {
      const before = [await etagOf(), await etagOf(`${url}/products`)];
      await make();
      await eventually(async () => {
        const after = [await etagOf(), await etagOf(`${url}/products`)];
        expect(after[0], change).not.toBe(before[0]);
        expect(after[1], change).not.toBe(before[1]);
      });
      await eventually(check);
    }
  });

  it('drop a product that sells out when a customer places the last one', async () => {
    const shop = await openShop(t.app);
    const last = await createProduct(t.app, shop.headers, { name: 'Last vase', current_quantity: '1' });
    await createProduct(t.app, shop.headers, { name: 'Roses' });
    expect(await productNames(t.app, shop)).toEqual(['Last vase', 'Roses']);
    const form = multipart({ product_id: last.id, delivery_type: 'delivery' });
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.json().uuid}`,
      payload: deliveryDetails(),
      remoteAddress: uniqueIp(),
    });
    expect(placed.statusCode).toBe(200);
    await eventually(async () => expect(await productNames(other, shop)).toEqual(['Roses']));
  });

  it('go out compressed, made once, for clients that accept it', async () => {
    const shop = await openShop(t.app);
    for (let i = 0; i < 12; i++) {
      await createProduct(t.app, shop.headers, {
        name: `Bouquet number ${i}`,
        description: 'Seasonal stems '.repeat(8),
      });
    }
    const url = `/api/storefront/${shop.business.url}/products`;
    const plain = await read(t.app, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const ask = (encoding: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await ask('br;q=0, identity')).headers['content-encoding']).toBeUndefined();
    // The same bytes for the next client: compressed once per answer.
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);
  });

  it('keep their tag while a limited product sells and some are left, and change when the last one goes or more come in', async () => {
    const shop = await openShop(t.app);
    const vases = await createProduct(t.app, shop.headers, { name: 'Vases', current_quantity: '2' });
    const url = `/api/storefront/${shop.business.url}/products`;
    const etag = async () => (await read(t.app, url)).headers.etag;
    const order = async () => {
      const form = multipart({ product_id: vases.id, delivery_type: 'delivery' });
      const cart = await t.app.inject({
        method: 'POST',
        url: `/api/storefront/${shop.business.url}/order`,
        headers: form.headers,
        payload: form.payload,
        remoteAddress: uniqueIp(),
      });
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${cart.json().uuid}`,
        payload: deliveryDetails(),
        remoteAddress: uniqueIp(),
      });
      expect(placed.statusCode).toBe(200);
    };
    const start = await etag();
    await order();
    expect(await etag()).toBe(start);
    await order();
    const soldOut = await etag();
    expect(soldOut).not.toBe(start);
    expect(await productNames(other, shop)).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${vases.id}`,
      headers: shop.headers,
      payload: { current_quantity: 5 },
    });
    expect(await etag()).not.toBe(soldOut);
    expect(await productNames(other, shop)).toEqual(['Vases']);
  });

  it('keep their tag while orders come in: taking order numbers changes nothing the storefront shows', async () => {
    const shop = await openShop(t.app);
    const url = `/api/storefront/${shop.business.url}`;
    const before = (await read(t.app, url)).headers.etag;
    await draftOrder(t.app, shop.headers);
    await draftOrder(t.app, shop.headers);
    expect((await read(t.app, url)).headers.etag).toBe(before);
  });
});

describe('the storefront cache', () => {
  it('computes a page once for concurrent readers and again only for a newer version', async () => {
    const cache = createStorefrontCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { n: computed };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.read('shop:page', 4, compute)));
    expect(answers.map((a) => a.json)).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect((await cache.read('shop:page', 3, compute)).json).toBe('{"n":1}');
    expect((await cache.read('shop:page', 5, compute)).json).toBe('{"n":2}');
  });

  it('keeps no failed answer and at most its number of entries, dropping the least recently read', async () => {
    const cache = createStorefrontCache(2);
    await expect(cache.read('a', 1, () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(cache.size).toBe(0);
    await cache.read('a', 1, async () => 'a');
    await cache.read('b', 1, async () => 'b');
    await cache.read('a', 1, async () => 'a again');
    await cache.read('c', 1, async () => 'c');
    expect(cache.size).toBe(2);
    expect((await cache.read('a', 1, async () => 'recomputed')).json).toBe('"a"');
    expect((await cache.read('b', 1, async () => 'recomputed')).json).toBe('"recomputed"');
  });
});
