import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { draftOrder, openShop } from '../../test/shop-setup';
import { eventually, productNames, read } from './storefront-answer-reads';
import { buyFromStore, setupTwoProcesses } from './storefront-answers-setup';

/*
 * Storefront answers while customers buy: a sold-out product drops out, a tag that stays while some
 * are left, and order numbers that change nothing shown.
 */

const { t, other } = setupTwoProcesses();

describe('storefront answers', () => {
  it('drop a product that sells out when a customer places the last one', async () => {
    const shop = await openShop(t.app);
    const last = await createProduct(t.app, shop.headers, { name: 'Last vase', current_quantity: '1' });
    await createProduct(t.app, shop.headers, { name: 'Roses' });
    expect(await productNames(t.app, shop)).toEqual(['Last vase', 'Roses']);
    await buyFromStore(t.app, shop, last.id);
    await eventually(async () => expect(await productNames(other(), shop)).toEqual(['Roses']));
  });

  it('keep their tag while a limited product sells and some are left, and change when the last one goes or more come in', async () => {
    const shop = await openShop(t.app);
    const vases = await createProduct(t.app, shop.headers, { name: 'Vases', current_quantity: '2' });
    const url = `/api/storefront/${shop.business.url}/products`;
    const etag = async () => (await read(t.app, url)).headers.etag;
    const order = () => buyFromStore(t.app, shop, vases.id);
    const start = await etag();
    await order();
    expect(await etag()).toBe(start);
    await order();
    const soldOut = await etag();
    expect(soldOut).not.toBe(start);
    expect(await productNames(other(), shop)).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${vases.id}`,
      headers: shop.headers,
      payload: { current_quantity: 5 },
    });
    expect(await etag()).not.toBe(soldOut);
    expect(await productNames(other(), shop)).toEqual(['Vases']);
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
