import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../lib/context';
import { multipart } from '../../test/multipart';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';
import { eventually, productNames, read } from './storefront-answer-reads';

/*
 * Storefront answers while customers buy: a sold-out product drops out, a tag that stays while some
 * are left, and order numbers that change nothing shown.
 */

const t = setupTestApp();
/** A second app process on the same database, with a cache of its own. */
let other: App;
beforeAll(async () => {
  other = await buildApp({ config: t.config, database: t.database, logger: false });
  await other.ready();
});
afterAll(() => other?.close());

describe('storefront answers', () => {
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
