import { expect } from 'vitest';
import { counterSale, daysFromNow, type openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * The counter's tests share one app and these steps: a walk-in sale and a phone delivery to post,
 * posting one, reading an order's audit trail, who is signed in, and a delivery window filled.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** A walk-in sale of 24.50 to a customer known by name only. */
export const walkIn = (extra: Record<string, unknown> = {}) =>
  counterSale({ price: 24.5, customer_name: 'Walk-in Wanda', ...extra });

/** A phone order of 45.00 for delivery in two days, in the 09:00-12:00 window. */
export const phoneDelivery = (extra: Record<string, unknown> = {}) => ({
  origin: 'phone',
  method: 'delivery',
  price: 45,
  customer_name: 'Phoebe Phone',
  customer_phone: '+49 30 555 0199',
  recipient_name: 'Rita Recipient',
  delivery_address: 'Lindenstraße 5',
  delivery_city: 'Berlin',
  delivery_zipcode: '10115',
  delivery_date: daysFromNow(2),
  time_slot: '09:00-12:00',
  card_message: 'Get well soon',
  ...extra,
});

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupCounter() {
  const t = setupTestApp();

  const post = (shop: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/orders/counter', headers: shop.headers, payload });

  async function auditOf(shop: Shop, uuid: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${uuid}/audit`,
      headers: shop.headers,
    });
    return response.json<{ items: { action: string; changes: Record<string, { to?: unknown }> }[] }>().items;
  }

  async function userIdOf(shop: Shop): Promise<string> {
    const me = await t.app.inject({ method: 'GET', url: '/api/users/info/', headers: shop.headers });
    return me.json().id;
  }

  /** Fills the 09:00-12:00 window (capacity 2) of a day with two phone orders. */
  async function fillWindow(shop: Shop, date: string) {
    for (let i = 0; i < 2; i++) {
      const response = await post(shop, phoneDelivery({ delivery_date: date }));
      expect(response.statusCode).toBe(201);
    }
  }

  return { t, post, auditOf, userIdOf, fillWindow };
}
