import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orderHistory, orders } from '../../../db/schema';
import { daysFromNow, openShop } from '../../../test/shop-setup';
import { phoneDelivery, setupCounter, walkIn } from './counter-setup';

/*
 * Orders taken at the counter and on the phone: a walk-in sold, paid and handed over in one step, a
 * phone delivery left pending; bad input, another shop's things and anyone signed out are refused
 * with nothing written.
 */

const { t, post, auditOf, userIdOf } = setupCounter();

describe('counter and phone orders', () => {
  it('sells to a walk-in known by name only: submitted, paid in cash and handed over, in one step', async () => {
    const shop = await openShop(t.app);
    const response = await post(shop, walkIn());
    expect(response.statusCode).toBe(201);
    const order = response.json();
    expect(order).toMatchObject({
      order_status: 'done',
      payment_status: 'done',
      payment_method: 'cash',
      method: 'pickup',
      total: 24.5,
      sender_name: 'Walk-in Wanda',
      sender_email: null,
      recipient_name: 'Walk-in Wanda',
      delivery_date: daysFromNow(0),
      location_id: shop.location.id,
    });
    expect(order.time_slot).toMatch(/^(\d{2}:\d{2})-\1$/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row?.origin).toBe('counter');
    expect(row?.customerId).toBeNull();
    const history = await t.database.db
      .select({ from: orderHistory.fromStatus, to: orderHistory.toStatus })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.uuid))
      .orderBy(orderHistory.at, orderHistory.seq);
    expect(history).toEqual([
      { from: null, to: 'draft' },
      { from: 'draft', to: 'pending' },
      { from: 'pending', to: 'done' },
    ]);
    const actions = (await auditOf(shop, order.uuid)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'order.created',
        'order.submitted',
        'order.counter',
        'order.paid',
        'order.status',
      ]),
    );
    // A name alone makes no customer record (strangers would be merged by name).
    const known = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.businessId, shop.business.id));
    expect(known).toHaveLength(0);
  });

  it('takes a phone order for delivery: pending, unpaid, the customer counted by phone, origin phone', async () => {
    const shop = await openShop(t.app);
    const response = await post(shop, phoneDelivery());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      order_status: 'pending',
      payment_status: 'pending',
      delivery_price: 5.9,
      total: 50.9,
      card_message: 'Get well soon',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, response.json().uuid));
    expect(row?.origin).toBe('phone');
    expect(row?.customerId).not.toBeNull();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(list.json().items.map((o: { uuid: string }) => o.uuid)).toContain(response.json().uuid);
  });

  it('answers bad input with 400 and the fields, and writes nothing', async () => {
    const shop = await openShop(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [phoneDelivery({ customer_name: '' }), 'customer_name'],
      [walkIn({ price: -1 }), 'price'],
      [walkIn({ method: 'delivery' }), 'pickup_now'],
      [walkIn({ pickup_now: false, handed_over: false }), 'delivery_date'],
      [walkIn({ overrides: ['lead_time', 'lead_time'] }), 'overrides'],
      [walkIn({ overrides: ['be_nice'] }), 'overrides.0'],
      [walkIn({ paid_with: 'online' }), 'paid_with'],
      [walkIn({ customer_email: 'not-an-address' }), 'customer_email'],
      [phoneDelivery({ delivery_address: undefined }), 'delivery_address'],
      [phoneDelivery({ time_slot: '07:00-08:00' }), 'time_slot'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(shop, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(Object.keys(response.json().details), field).toContain(field);
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));
    expect(rows).toHaveLength(0);
  });

  it('never uses another shop’s product, location or people (400, nothing written)', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const product = await t.app.inject({
      method: 'POST',
      url: '/api/products/',
      headers: other.headers,
      payload: { name: 'Other rose', price: '10' },
    });
    const productId = product.json().id;
    for (const payload of [
      walkIn({ product_id: productId ?? '00000000-0000-4000-8000-000000000000' }),
      walkIn({ location_id: other.location.id }),
      walkIn({ assigned_to: await userIdOf(other) }),
    ]) {
      const response = await post(shop, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in member', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/orders/counter', payload: walkIn() });
    expect(response.statusCode).toBe(401);
  });
});
