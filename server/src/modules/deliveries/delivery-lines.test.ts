import { describe, expect, it } from 'vitest';
import { cartLines, placedCart } from '../../test/cart-setup';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/* The driver's list says what each stop takes: every line, not the first product alone. */

const t = setupTestApp();

describe('GET /api/deliveries with orders of several lines', () => {
  it('answers each stop’s lines in order, with size, add-ons and quantity', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(3);
    const cart = await placedCart(t.app, shop, { delivery_date: date, time_slot: '13:00-17:00' });
    const other = await placedCart(t.app, shop, { delivery_date: date, time_slot: '09:00-12:00' });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${date}`,
      headers: shop.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json();
    expect(items.map((stop: { uuid: string }) => stop.uuid)).toEqual([other.uuid, cart.uuid]);
    for (const stop of items) expect(stop.items).toMatchObject(cartLines);
  });
});
