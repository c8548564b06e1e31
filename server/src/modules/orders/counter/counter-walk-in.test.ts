import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { counterSale, daysFromNow, openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();

/** A cash-and-carry sale: paid, taken now and handed over, with no name asked. */
const nameless = (extra: Record<string, unknown> = {}) => counterSale({ price: 12, ...extra });

const post = (shop: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/orders/counter', headers: shop.headers, payload });

describe('a walk-in served now', () => {
  it('needs no name: the order is called "Walk-in", whether the name is left out, empty or blank', async () => {
    const shop = await openShop(t.app);
    for (const name of [{}, { customer_name: '' }, { customer_name: '   ' }, { customer_name: null }]) {
      const response = await post(shop, nameless(name));
      expect(response.statusCode, `${JSON.stringify(name)}: ${response.body}`).toBe(201);
      expect(response.json()).toMatchObject({
        order_status: 'done',
        payment_status: 'done',
        sender_name: 'Walk-in',
        recipient_name: 'Walk-in',
      });
    }
    // A name given is kept.
    const named = await post(shop, nameless({ customer_name: 'Wanda' }));
    expect(named.json()).toMatchObject({ sender_name: 'Wanda' });
  });

  it('still needs a name for every order not taken along now (400, nothing written)', async () => {
    const shop = await openShop(t.app);
    const later = {
      pickup_now: false,
      handed_over: false,
      delivery_date: daysFromNow(2),
      time_slot: '09:00-12:00',
    };
    for (const payload of [
      nameless({ handed_over: false }),
      nameless({ ...later, customer_name: '  ' }),
      nameless({ ...later, origin: 'phone' }),
    ]) {
      const response = await post(shop, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { customer_name: 'Enter the customer’s name' },
      });
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));
    expect(rows).toHaveLength(0);
  });
});

describe('a walk-in sale’s history', () => {
  it('reads in the order it happened, created → placed → done, every time', async () => {
    const shop = await openShop(t.app);
    // Its three steps share one moment; read back by time alone, they came in any of six orders.
    for (let sale = 0; sale < 12; sale++) {
      const created = await post(shop, nameless({ customer_name: `Walk-in ${sale}` }));
      expect(created.statusCode, created.body).toBe(201);
      const intern = await t.app.inject({
        method: 'GET',
        url: `/api/orders/${created.json().uuid}/intern`,
        headers: shop.headers,
      });
      const steps = intern
        .json<{ history: { from_status: string | null; to_status: string; at: string }[] }>()
        .history.map((step) => `${step.from_status ?? 'new'} → ${step.to_status}`);
      expect(steps, `sale ${sale}`).toEqual(['new → draft', 'draft → pending', 'pending → done']);
    }
  });
});
