import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, openShop } from '../../test/shop-setup';
import { setupStorefront } from './storefront-setup';

/*
 * A product's delivery availability: whether and at what price the shop delivers, where to collect.
 */

const { t, orderFromStore, submit } = setupStorefront();

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
