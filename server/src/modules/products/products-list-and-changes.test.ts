import { describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupProducts } from './products-setup';

/*
 * Products listed, searched and filtered, changed field by field, and deleted softly.
 */

const { t } = setupProducts();

describe('products', () => {
  it('list newest first, searched by name and filtered by category, with a count', async () => {
    const shop = await openShop(t.app);
    const category = await createCategory(t.app, shop.headers, 'Plants');
    await createProduct(t.app, shop.headers, { name: 'Red roses' });
    await createProduct(t.app, shop.headers, { name: 'Olive tree', category_id: category.id });
    await createProduct(t.app, shop.headers, { name: '100% roses' });
    const names = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/products?${query}`,
        headers: shop.headers,
      });
      const body = response.json();
      return { names: body.items.map((p: { name: string }) => p.name), count: body.count };
    };
    expect(await names('')).toEqual({ names: ['100% roses', 'Olive tree', 'Red roses'], count: 3 });
    expect(await names('search=ROSE')).toEqual({ names: ['100% roses', 'Red roses'], count: 2 });
    expect(await names('search=100%25')).toEqual({ names: ['100% roses'], count: 1 });
    expect(await names(`category_id=${category.id}`)).toEqual({ names: ['Olive tree'], count: 1 });
    expect(await names('category_id=none')).toEqual({ names: ['100% roses', 'Red roses'], count: 2 });
    expect(await names('limit=1&offset=1')).toEqual({ names: ['Olive tree'], count: 3 });
  });

  it('change by PATCH, only the fields given', async () => {
    const shop = await openShop(t.app);
    const created = await createProduct(t.app, shop.headers, { name: 'Tulips', current_quantity: '5' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${created.id}`,
      headers: shop.headers,
      payload: { price: 12.5, is_active: false, location_ids: [shop.location.id] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Tulips',
      price: 12.5,
      is_active: false,
      current_quantity: 5,
      location_ids: [shop.location.id],
    });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${created.id}`,
      headers: shop.headers,
      payload: { current_quantity: null, location_ids: [] },
    });
    expect(cleared.json()).toMatchObject({ current_quantity: null, location_ids: [] });
  });

  it('are deleted softly: gone from the list and the id, kept on the orders that sold them', async () => {
    const shop = await openShop(t.app);
    const created = await createProduct(t.app, shop.headers, { name: 'Lilies' });
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'pickup', price: 30, product_id: created.id },
    });
    expect(draft.json()).toMatchObject({ product_id: created.id, product_name: 'Lilies' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${created.id}`,
      headers: shop.headers,
    });
    expect(removed.json()).toEqual({ ok: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products', headers: shop.headers })).json().count,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${created.id}`, headers: shop.headers }))
        .statusCode,
    ).toBe(404);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${draft.json().uuid}` });
    expect(order.json()).toMatchObject({ product_id: created.id, product_name: 'Lilies' });
    // A draft can no longer name it.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'pickup', price: 30, product_id: created.id },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toHaveProperty('product_id');
  });
});
