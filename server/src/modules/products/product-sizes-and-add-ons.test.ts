import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { createProduct, jpegOf } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupOrderLines } from './order-lines-setup';

/*
 * A product's sizes and add-ons (docs/decisions/040): set, kept, the shop's own, checked, and
 * raising the storefront's version.
 */

const { t, patchProduct, bouquetShop } = setupOrderLines();

describe('sizes and add-ons', () => {
  it('are set with the product, answered in order, and shown on the storefront', async () => {
    const { shop, product, vase, card } = await bouquetShop();
    const got = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
    ).json();
    expect(got.variants).toMatchObject([
      { name: 'Standard', price: 40, current_quantity: null, photo_id: null, position: 0 },
      { name: 'Deluxe', price: 60, current_quantity: 2, position: 1 },
    ]);
    expect(got.option_ids.sort()).toEqual([vase.id, card.id].sort());
    // An inactive add-on is not offered on the storefront; sizes are, and the price is "from" the cheapest.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product-options/${card.id}`,
      headers: shop.headers,
      payload: { is_active: false },
    });
    const store = (
      await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/products` })
    ).json();
    expect(store.items[0]).toMatchObject({
      price: 40,
      variants: [{ name: 'Standard' }, { name: 'Deluxe' }],
      options: [{ id: vase.id, name: 'Vase', price: 12.5, current_quantity: 3 }],
    });
  });

  it('keep a changed size, remove the ones left out, and take photos of the product only', async () => {
    const { shop, product, standard } = await bouquetShop();
    const other = await createProduct(t.app, shop.headers, {}, [await jpegOf(40)]);
    const changed = await patchProduct(shop, product.id, {
      variants: [{ id: standard.id, name: 'Classic', price: 42 }],
    });
    expect(changed.json().variants).toMatchObject([{ id: standard.id, name: 'Classic', price: 42 }]);
    const foreignPhoto = await patchProduct(shop, product.id, {
      variants: [{ name: 'Big', price: 50, photo_id: other.photos[0]?.id }],
    });
    expect(foreignPhoto.statusCode).toBe(400);
    const unknownSize = await patchProduct(shop, product.id, {
      variants: [{ id: other.id, name: 'Big', price: 50 }],
    });
    expect(unknownSize.statusCode).toBe(400);
    const badJson = await patchProduct(shop, product.id, { variants: '{not json' });
    expect(badJson.statusCode).toBe(400);
  });

  it('add-ons are the shop’s own: another shop’s ids answer 404, florists only look', async () => {
    const { shop, vase, product } = await bouquetShop();
    const other = await openShop(t.app);
    for (const call of [
      { method: 'PATCH', url: `/api/product-options/${vase.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/product-options/${vase.id}` },
    ] as const) {
      expect((await t.app.inject({ ...call, headers: other.headers })).statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/product-options', headers: other.headers })).json()
        .count,
    ).toBe(0);
    // Offering another shop's add-on is a mistake in the form.
    const mine = await createProduct(t.app, other.headers);
    const offered = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${mine.id}`,
      headers: other.headers,
      payload: { option_ids: [vase.id] },
    });
    expect(offered.statusCode).toBe(400);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    expect((await t.app.inject({ method: 'GET', url: '/api/product-options', headers })).json().count).toBe(
      2,
    );
    for (const call of [
      { method: 'POST', url: '/api/product-options', payload: { name: 'Balloon', price: 4 } },
      { method: 'PATCH', url: `/api/product-options/${vase.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/product-options/${vase.id}` },
      { method: 'PATCH', url: `/api/products/${product.id}`, payload: { variants: [] } },
    ] as const) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    // Removing an add-on: products stop offering it.
    await t.app.inject({ method: 'DELETE', url: `/api/product-options/${vase.id}`, headers: shop.headers });
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(after.json().option_ids).not.toContain(vase.id);
  });

  it('refuse bad input', async () => {
    const shop = await openShop(t.app);
    for (const payload of [
      { name: '', price: 2 },
      { name: 'Vase', price: -1 },
      { name: 'Vase', price: 2.001 },
      { name: 'Vase', price: 2, current_quantity: 1.5 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/product-options',
        headers: shop.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('raise the storefront version when they change', async () => {
    const { shop, vase } = await bouquetShop();
    const etag = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/products` })).headers
        .etag;
    const before = await etag();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/product-options/${vase.id}`,
      headers: shop.headers,
      payload: { price: 14 },
    });
    expect(await etag()).not.toBe(before);
  });
});
