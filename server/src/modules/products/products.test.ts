import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, jpegOf, photoPart } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { staffCall } from '../../test/staff-call';
import { setupProducts } from './products-setup';

/*
 * Creating products: from form data with photos or from JSON, made to order, and refused with
 * nothing left behind.
 */

const { t, post } = setupProducts();

let red: Buffer;
let blue: Buffer;

beforeAll(async () => {
  [red, blue] = await Promise.all([jpegOf(220), jpegOf(20, 40, 220)]);
});

describe('products', () => {
  it('are created from form data with photos, the first one primary, and read back', async () => {
    const shop = await openShop(t.app);
    const category = await createCategory(t.app, shop.headers, 'Bouquets');
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
    const response = await staffCall(t.app, shop, 'POST', '/api/products', {
      name: 'Seasonal wrap',
      price: 25,
      current_quantity: null,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
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
    const foreign = await createCategory(t.app, other.headers, 'Theirs');
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
});
