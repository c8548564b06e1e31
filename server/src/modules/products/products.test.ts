import { beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf, photoPart } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
let red: Buffer;
let blue: Buffer;

beforeAll(async () => {
  [red, blue] = await Promise.all([jpegOf(220), jpegOf(20, 40, 220)]);
});

async function post(headers: Record<string, string>, fields: Parameters<typeof multipart>[0]) {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/products/',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe('products', () => {
  it('are created from form data with photos, the first one primary, and read back', async () => {
    const shop = await openShop(t.app);
    const category = (
      await t.app.inject({
        method: 'POST',
        url: '/api/categories/',
        headers: shop.headers,
        payload: { name: 'Bouquets' },
      })
    ).json();
    const response = await post(shop.headers, {
      name: '  Summer meadow ',
      description: 'Cornflowers and poppies',
      price: '39,90',
      category_id: category.id,
      is_active: 'true',
      is_featured: 'on',
      current_quantity: '3',
      location_ids: shop.location.id,
      photos: [photoPart(red), photoPart(blue)],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name: 'Summer meadow',
      description: 'Cornflowers and poppies',
      price: 39.9,
      category_id: category.id,
      is_active: true,
      is_featured: true,
      current_quantity: 3,
      location_ids: [shop.location.id],
    });
    expect(created.photos.map((p: { is_primary: boolean }) => p.is_primary)).toEqual([true, false]);
    expect(created.photos[0].url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(created.photos[0].thumb_url).toBe(created.photos[0].url.replace('.webp', '-thumb.webp'));
    const served = await t.app.inject({ method: 'GET', url: created.photos[1].thumb_url });
    expect(served.statusCode).toBe(200);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/${created.id}`,
      headers: shop.headers,
    });
    expect(read.json()).toEqual(created);
  });

  it('leave quantity empty for made to order and accept JSON too', async () => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: shop.headers,
      payload: { name: 'Seasonal wrap', price: 25, current_quantity: null },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      current_quantity: null,
      is_active: true,
      is_featured: false,
      photos: [],
    });
  });

  it.each([
    [{ name: 'x'.repeat(300), price: '10' }, 'name'],
    [{ name: 'Roses', price: '-5' }, 'price'],
    [{ name: 'Roses', price: '10.999' }, 'price'],
    [{ name: '', price: '10' }, 'name'],
    [{ name: 'Roses', price: '10', current_quantity: '-1' }, 'current_quantity'],
    [{ name: 'Roses', price: '10', current_quantity: '2.5' }, 'current_quantity'],
    [{ name: 'Roses', price: '10', category_id: 'not-a-uuid' }, 'category_id'],
    [{ name: 'Roses', price: '10', is_active: 'maybe' }, 'is_active'],
  ])('refuse bad input %j with the field named', async (fields, field) => {
    const shop = await openShop(t.app);
    const response = await post(shop.headers, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().details).toHaveProperty(field);
  });

  it('refuse an unknown or foreign category and foreign locations, creating nothing', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const foreign = (
      await t.app.inject({
        method: 'POST',
        url: '/api/categories/',
        headers: other.headers,
        payload: { name: 'Theirs' },
      })
    ).json();
    const cases: Record<string, string>[] = [
      { category_id: crypto.randomUUID() },
      { category_id: foreign.id },
      { location_ids: other.location.id },
    ];
    for (const fields of cases) {
      const response = await post(shop.headers, {
        name: 'Roses',
        price: '10',
        ...fields,
        photos: [photoPart(red)],
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().details)).toEqual([Object.keys(fields)[0]]);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/products', headers: shop.headers });
    expect(list.json()).toEqual({ items: [], count: 0 });
  });

  it('refuse a file that is not an image, leaving no product behind', async () => {
    const shop = await openShop(t.app);
    const response = await post(shop.headers, {
      name: 'Roses',
      price: '10',
      photos: [photoPart(red), photoPart(Buffer.from('%PDF-1.4 not a photo'), 'x.jpg')],
    });
    expect(response.statusCode).toBe(415);
    const list = await t.app.inject({ method: 'GET', url: '/api/products', headers: shop.headers });
    expect(list.json().count).toBe(0);
  });

  it('list newest first, searched by name and filtered by category, with a count', async () => {
    const shop = await openShop(t.app);
    const category = (
      await t.app.inject({
        method: 'POST',
        url: '/api/categories/',
        headers: shop.headers,
        payload: { name: 'Plants' },
      })
    ).json();
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

  it('of another shop answer 404 on every endpoint', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = await createProduct(t.app, other.headers, {}, [red]);
    const photoId = theirs.photos[0]?.id;
    const base = `/api/products/${theirs.id}`;
    const calls = [
      { method: 'GET', url: base },
      { method: 'PATCH', url: base, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: base },
      { method: 'DELETE', url: `${base}/photos/${photoId}` },
      { method: 'POST', url: `${base}/photos/${photoId}/set-primary` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: shop.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const form = multipart({ photos: photoPart(blue) });
    const upload = await t.app.inject({
      method: 'POST',
      url: `${base}/photos`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(404);
    const still = await t.app.inject({ method: 'GET', url: base, headers: other.headers });
    expect(still.json()).toMatchObject({ name: 'Peony cloud', photos: [{ id: photoId, is_primary: true }] });
  });

  it('are seen by florists and changed only by staff', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {}, [red]);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const headers = bearer(florist.access);
    expect((await t.app.inject({ method: 'GET', url: '/api/products', headers })).json().count).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers })).statusCode,
    ).toBe(200);
    const photoId = product.photos[0]?.id;
    const changes = [
      { method: 'POST', url: '/api/products', payload: { name: 'Mine', price: 1 } },
      { method: 'PATCH', url: `/api/products/${product.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/products/${product.id}` },
      { method: 'DELETE', url: `/api/products/${product.id}/photos/${photoId}` },
      { method: 'POST', url: `/api/products/${product.id}/photos/${photoId}/set-primary` },
    ] as const;
    for (const call of changes) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json().code).toBe('PERMISSION_DENIED');
    }
    const byManager = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${product.id}`,
      headers: bearer(manager.access),
      payload: { name: 'Managed' },
    });
    expect(byManager.json().name).toBe('Managed');
    expect((await t.app.inject({ method: 'GET', url: '/api/products' })).statusCode).toBe(401);
  });

  it('belong to a shop: a user without one gets 403', async () => {
    const owner = await signUpOwner(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/products', headers: bearer(owner.access) })).statusCode,
    ).toBe(200);
  });
});
