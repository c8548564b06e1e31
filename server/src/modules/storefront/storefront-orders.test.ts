import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, openShop } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';
import { setupStorefront } from './storefront-setup';

/*
 * Orders started from the storefront: at the product's price, with the checked zip code, refused
 * for what it does not sell or bad input, the last one to one customer, and a rate per address.
 */

const { t, orderFromStore, submit } = setupStorefront();

describe('the storefront', () => {
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
