import { beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf } from '../../test/product-setup';
import { deliveryDetails, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

const t = setupTestApp();
let jpegs: Buffer[];

beforeAll(async () => {
  jpegs = await Promise.all([30, 90].map((r) => jpegOf(r)));
});

type Shop = Awaited<ReturnType<typeof openShop>>;

async function orderFromStore(shop: Shop, productId: string, deliveryType = 'delivery', ip = uniqueIp()) {
  const form = multipart({ product_id: productId, delivery_type: deliveryType });
  return t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: ip,
  });
}

const submit = (uuid: string, details: Record<string, unknown> = deliveryDetails()) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload: details });

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

  it('starts an order at the product’s price that the customer completes; it lands in Pending', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, {
      name: 'Ranunculus',
      price: '42.00',
      current_quantity: '2',
    });
    const response = await orderFromStore(shop, product.id);
    expect(response.statusCode).toBe(201);
    const draft = response.json();
    expect(draft).toMatchObject({
      order_status: 'draft',
      method: 'delivery',
      price: 42,
      delivery_price: null,
      product_id: product.id,
      product_name: 'Ranunculus',
    });
    // Starting an order does not take the product off the shelf; submitting it does.
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
      ).json().current_quantity,
    ).toBe(2);
    const submitted = await submit(draft.uuid);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ order_status: 'pending', delivery_price: 5.9, total: 47.9 });
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
      ).json().current_quantity,
    ).toBe(1);
    // A correction does not sell another one.
    await submit(draft.uuid, deliveryDetails({ card_message: 'Changed my mind' }));
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers: shop.headers })
      ).json().current_quantity,
    ).toBe(1);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(pending.json().items.map((o: { uuid: string }) => o.uuid)).toEqual([draft.uuid]);
  });

  it('starts a delivery with the zip code the customer checked, so the order page has it', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, { name: 'Anemones', price: '30.00' });
    const start = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/storefront/${shop.business.url}/order`,
        payload: { items: [{ product_id: product.id }], ...payload },
        remoteAddress: uniqueIp(),
      });
    const delivery = await start({ delivery_type: 'delivery', delivery_zipcode: ' 10115 ' });
    expect(delivery.statusCode, delivery.body).toBe(201);
    const page = await t.app.inject({ method: 'GET', url: `/api/orders/${delivery.json().uuid}` });
    expect(page.json()).toMatchObject({ method: 'delivery', delivery_zipcode: '10115' });
    // Pickup has no use for it; a zip code that is no zip code is refused by name.
    const pickup = await start({ delivery_type: 'pickup', delivery_zipcode: '10115' });
    expect(pickup.json().delivery_zipcode).toBeNull();
    const bad = await start({ delivery_type: 'delivery', delivery_zipcode: '10115; drop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('delivery_zipcode');
  });

  it('refuses products it does not sell: inactive, deleted, another shop’s, unknown', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const inactive = await createProduct(t.app, shop.headers, { is_active: 'false' });
    const deleted = await createProduct(t.app, shop.headers);
    await t.app.inject({ method: 'DELETE', url: `/api/products/${deleted.id}`, headers: shop.headers });
    const theirs = await createProduct(t.app, other.headers);
    for (const id of [inactive.id, deleted.id, theirs.id, crypto.randomUUID()]) {
      const response = await orderFromStore(shop, id);
      expect(response.statusCode).toBe(404);
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/orders?status=all', headers: shop.headers });
    expect(all.json().count).toBe(0);
  });

  it('checks its input and the shop’s settings', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const bad = await orderFromStore(shop, product.id, 'teleport');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('delivery_type');
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/order-form',
      headers: shop.headers,
      payload: { delivery_enabled: false },
    });
    const off = await orderFromStore(shop, product.id, 'delivery');
    expect(off.statusCode).toBe(400);
    expect(off.json().details).toHaveProperty('delivery_type');
    const soldOut = await createProduct(t.app, shop.headers, { name: 'Last tulips', current_quantity: '0' });
    const none = await orderFromStore(shop, soldOut.id, 'pickup');
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain('Last tulips');
  });

  it('sells the last one to one customer only when two order it at the same moment', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, { name: 'Last peony', current_quantity: '1' });
    const first = (await orderFromStore(shop, product.id)).json();
    const second = (await orderFromStore(shop, product.id)).json();
    const answers = await Promise.all([
      // Different windows, so that only the product's row stands between them.
      submit(first.uuid, deliveryDetails({ time_slot: '09:00-12:00' })),
      submit(second.uuid, deliveryDetails({ time_slot: '13:00-17:00', sender_email: 'grace@example.com' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('sold out') });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/${product.id}`,
      headers: shop.headers,
    });
    expect(read.json().current_quantity).toBe(0);
    const storefront = await t.app.inject({
      method: 'GET',
      url: `/api/storefront/${shop.business.url}/products`,
    });
    expect(storefront.json().count).toBe(0);
    // The refused order is still a draft: nothing of it was written.
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(orders.json().count).toBe(1);
  });

  it('limits how many orders one address can start per minute', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++)
      expect((await orderFromStore(shop, product.id, 'pickup', ip)).statusCode).toBe(201);
    const limited = await orderFromStore(shop, product.id, 'pickup', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('delivery availability of a product', () => {
  const check = (productId: string, zipcode: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/products/${productId}/delivery-availability`,
      payload: { zipcode },
    });

  it('answers without sign-in whether the shop delivers there, at what price, and where to collect', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const served = await check(product.id, ' 101 15 ');
    expect(served.json()).toMatchObject({
      can_deliver: true,
      can_pickup: true,
      delivery_price: 5.9,
      delivery_location: { id: shop.location.id },
      pickup_locations: [{ id: shop.location.id, name: 'Main shop' }],
    });
    const far = await check(product.id, '99999');
    expect(far.json()).toMatchObject({
      can_deliver: false,
      delivery_price: null,
      delivery_location: null,
      can_pickup: true,
    });
    const bad = await check(product.id, '!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toHaveProperty('zipcode');
  });

  it('offers pickup only where the product can be collected, and the order form and submission agree', async () => {
    const shop = await openShop(t.app);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/api/business/locations/',
        headers: shop.headers,
        payload: { name: 'Market stall', address: 'Markt 2', city: 'Berlin', zipcode: '10178' },
      })
    ).json();
    const product = await createProduct(t.app, shop.headers, { location_ids: second.id });
    const answer = (await check(product.id, '99999')).json();
    expect(answer.pickup_locations.map((l: { id: string }) => l.id)).toEqual([second.id]);
    const draft = (await orderFromStore(shop, product.id, 'pickup')).json();
    const options = await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}/options` });
    expect(options.json().pickup_locations.map((l: { id: string }) => l.id)).toEqual([second.id]);
    const pickup = {
      ...deliveryDetails(),
      delivery_address: undefined,
      delivery_city: undefined,
      delivery_zipcode: undefined,
    };
    const wrong = await submit(draft.uuid, { ...pickup, location_id: shop.location.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toHaveProperty('location_id');
    const right = await submit(draft.uuid, { ...pickup, location_id: second.id });
    expect(right.statusCode).toBe(200);
  });

  it('is not found for a product that is not on sale', async () => {
    const shop = await openShop(t.app);
    const hidden = await createProduct(t.app, shop.headers, { is_active: 'false' });
    expect((await check(hidden.id, '10115')).statusCode).toBe(404);
    expect((await check(crypto.randomUUID(), '10115')).statusCode).toBe(404);
  });
});
