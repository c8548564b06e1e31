import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, jpegOf } from '../../test/product-setup';
import { openShop } from '../../test/shop-setup';
import { setupStorefront } from './storefront-setup';

/*
 * The storefront's page: the shop, its categories and its products on sale, in order.
 */

const { t } = setupStorefront();

let jpegs: Buffer[];

beforeAll(async () => {
  jpegs = await Promise.all([30, 90].map((r) => jpegOf(r)));
});

describe('the storefront', () => {
  it('shows the shop, and only the categories that hold something for sale', async () => {
    const shop = await openShop(t.app);
    const add = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/categories', headers: shop.headers, payload: { name } });
    const bouquets = (await add('Bouquets')).json();
    const empty = (await add('Empty shelf')).json();
    await createProduct(t.app, shop.headers, { category_id: bouquets.id });
    await createProduct(t.app, shop.headers, { category_id: empty.id, is_active: 'false' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/${shop.business.url.toUpperCase()}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=60');
    expect(response.json()).toEqual({
      name: 'Fern & Foxglove',
      url: shop.business.url,
      logo_url: null,
      phone: '+44 20 7946 0958',
      email: 'hello@fern.example',
      address: '12 Columbia Road, London E2 7RG',
      currency: 'EUR',
      time_zone: 'UTC',
      same_day_cutoff: null,
      delivery_closed: { weekdays: [], dates: [] },
      lead_time_minutes: 0,
      delivery_windows: expect.any(Array),
      language: 'en',
      delivery_enabled: true,
      pickup_enabled: true,
      tax: { mode: 'none', prices_include_tax: true, rate: 0, delivery_taxed: true, delivery_rate: null },
      categories: [{ id: bouquets.id, name: 'Bouquets' }],
    });
  });

  it('answers 404 for a shop that does not exist', async () => {
    for (const url of ['/api/storefront/no-such-shop', '/api/storefront/no-such-shop/products']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('lists products on sale only, featured first then by name, primary photo first', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await createProduct(t.app, other.headers, { name: 'Their bouquet' });
    await createProduct(t.app, shop.headers, { name: 'Zinnias' });
    await createProduct(t.app, shop.headers, { name: 'Asters' });
    await createProduct(t.app, shop.headers, { name: 'Featured peonies', is_featured: 'true' });
    await createProduct(t.app, shop.headers, { name: 'Hidden', is_active: 'false' });
    await createProduct(t.app, shop.headers, { name: 'Sold out', current_quantity: '0' });
    const deleted = await createProduct(t.app, shop.headers, { name: 'Deleted' });
    await t.app.inject({ method: 'DELETE', url: `/api/products/${deleted.id}`, headers: shop.headers });
    const withPhotos = await createProduct(t.app, shop.headers, { name: 'Dahlias' }, jpegs);
    const second = withPhotos.photos[1]?.id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${withPhotos.id}/photos/${second}/set-primary`,
      headers: shop.headers,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/${shop.business.url}/products`,
    });
    const body = response.json();
    expect(body.items.map((p: { name: string }) => p.name)).toEqual([
      'Featured peonies',
      'Asters',
      'Dahlias',
      'Zinnias',
    ]);
    expect(body.count).toBe(4);
    const dahlias = body.items[2];
    expect(dahlias.photos.map((p: { id: string }) => p.id)).toEqual([second, withPhotos.photos[0]?.id]);
    expect(dahlias.photos[0]).toMatchObject({ is_primary: true, width: 64, height: 48 });
    expect(Object.keys(dahlias).sort()).toEqual([
      'category_id',
      'description',
      'id',
      'is_featured',
      'kind',
      'name',
      'occasions',
      'options',
      'photos',
      'price',
      'same_day',
      'tax_rate',
      'variants',
    ]);
  });
});
