import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { createProduct } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

async function addCategory(headers: Record<string, string>, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'POST', url: '/api/categories/', headers, payload });
  return response;
}

describe('categories', () => {
  it('go after the others unless given a position, and list in display order with product counts', async () => {
    const shop = await openShop(t.app);
    const bouquets = (await addCategory(shop.headers, { name: 'Bouquets' })).json();
    const plants = (await addCategory(shop.headers, { name: 'Plants' })).json();
    const first = (await addCategory(shop.headers, { name: 'Weddings', position: 0 })).json();
    expect([bouquets.position, plants.position]).toEqual([0, 1]);
    await createProduct(t.app, shop.headers, { category_id: plants.id });
    const list = await t.app.inject({ method: 'GET', url: '/api/categories', headers: shop.headers });
    expect(list.json()).toEqual({
      items: [
        { ...bouquets, product_count: 0 },
        { ...first, product_count: 0 },
        { ...plants, product_count: 1 },
      ],
      count: 3,
    });
  });

  it('are renamed and moved with PUT', async () => {
    const shop = await openShop(t.app);
    const category = (await addCategory(shop.headers, { name: 'Roses' })).json();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: shop.headers,
      payload: { name: '  Garden roses ', position: 5 },
    });
    expect(response.json()).toEqual({ id: category.id, name: 'Garden roses', position: 5, product_count: 0 });
  });

  it.each([[{ name: '' }], [{ name: 'x'.repeat(61) }], [{ name: 'Ok', position: -1 }], [{}]])(
    'refuse bad input %j',
    async (payload) => {
      const shop = await openShop(t.app);
      const response = await addCategory(shop.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    },
  );

  it('when deleted leave their products with no category (decision 009)', async () => {
    const shop = await openShop(t.app);
    const category = (await addCategory(shop.headers, { name: 'Dried' })).json();
    const product = await createProduct(t.app, shop.headers, { category_id: category.id });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${category.id}`,
      headers: shop.headers,
    });
    expect(removed.json()).toEqual({ ok: true });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(read.json().category_id).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/categories', headers: shop.headers });
    expect(list.json().count).toBe(0);
  });

  it('of another shop answer 404 and are never listed', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = (await addCategory(other.headers, { name: 'Theirs' })).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${theirs.id}`,
      headers: shop.headers,
      payload: { name: 'Mine' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/categories/${theirs.id}`,
      headers: shop.headers,
    });
    expect(del.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories', headers: shop.headers })).json().count,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/categories', headers: other.headers })).json().items,
    ).toEqual([{ ...theirs, product_count: 0 }]);
  });

  it('are seen by florists and changed only by staff', async () => {
    const shop = await openShop(t.app);
    const category = (await addCategory(shop.headers, { name: 'Bouquets' })).json();
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories', headers })).json().count).toBe(1);
    for (const call of [
      { method: 'POST', url: '/api/categories', payload: { name: 'Mine' } },
      { method: 'PUT', url: `/api/categories/${category.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/categories/${category.id}` },
    ] as const) {
      expect((await t.app.inject({ ...call, headers })).statusCode).toBe(403);
    }
  });
});
