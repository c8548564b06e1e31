import { describe, expect, it } from 'vitest';
import { cartLines, placedCart } from '../../../test/cart-setup';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/* The day view carries every line of an order: the bench makes a cart, not its first product. */

const t = setupTestApp();

describe('GET /api/orders/day with orders of several lines', () => {
  it('answers each order’s lines in order, with size, add-ons and quantity', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(3);
    const cart = await placedCart(t.app, shop, { delivery_date: date, time_slot: '13:00-17:00' });
    // An order taken the old way (a price, no product) is one line of florist's choice.
    const plain = await draftOrder(t.app, shop.headers, { price: 30 });
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${plain.uuid}`,
      remoteAddress: uniqueIp(),
      payload: deliveryDetails({ delivery_date: date, time_slot: '13:00-17:00' }),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/day?date=${date}`,
      headers: shop.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [window] = response.json().windows;
    expect(window.orders.map((o: { uuid: string }) => o.uuid)).toEqual([cart.uuid, plain.uuid]);
    expect(window.orders[0]).toMatchObject({ product_name: 'Rose bouquet', items: cartLines });
    expect(window.orders[0].items[1].options).toHaveLength(1);
    expect(window.orders[1].items).toMatchObject([
      { product_name: null, variant_name: null, options: [], quantity: 1 },
    ]);
  });
});
