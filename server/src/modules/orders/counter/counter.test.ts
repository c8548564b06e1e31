import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, mailOutbox, orderHistory, orders } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { counterSale, daysFromNow, openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const walkIn = (extra: Record<string, unknown> = {}) =>
  counterSale({ price: 24.5, customer_name: 'Walk-in Wanda', ...extra });

const phoneDelivery = (extra: Record<string, unknown> = {}) => ({
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

  it('refuses a full window unless the override is asked for, then records it', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(3);
    await fillWindow(shop, date);
    const refused = await post(shop, phoneDelivery({ delivery_date: date }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', details: { override: 'full_window' } });
    expect(refused.json().message).toContain('full_window');
    const before = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));

    const taken = await post(shop, phoneDelivery({ delivery_date: date, overrides: ['full_window'] }));
    expect(taken.statusCode).toBe(201);
    const events = await auditOf(shop, taken.json().uuid);
    const counter = events.find((e) => e.action === 'order.counter');
    expect(counter?.changes.overrides?.to).toEqual(['full_window']);
    // The refusal left nothing behind: no draft, no number taken.
    const after = await t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));
    expect(after.length).toBe(before.length + 1);
  });

  it('refuses an unserved zip code unless overridden, and then wants a typed delivery price', async () => {
    const shop = await openShop(t.app);
    const far = phoneDelivery({ delivery_zipcode: '80331', delivery_city: 'München' });
    const refused = await post(shop, far);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({
      override: 'unserved_zipcode',
      delivery_zipcode: expect.any(String),
    });

    const noPrice = await post(shop, { ...far, overrides: ['unserved_zipcode'] });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { delivery_price: expect.any(String) },
    });

    const taken = await post(shop, { ...far, overrides: ['unserved_zipcode'], delivery_price: 12 });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ delivery_price: 12, total: 57, delivery_zipcode: '80331' });
  });

  it('refuses the lead time and the same-day cut-off unless overridden', async () => {
    const shop = await openShop(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/order-form',
      headers: shop.headers,
      payload: { lead_time_minutes: 60 * 24 * 5, same_day_cutoff: '00:00' },
    });
    const soon = phoneDelivery({ delivery_date: daysFromNow(1) });
    const refused = await post(shop, soon);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details.override).toBe('lead_time');
    expect((await post(shop, { ...soon, overrides: ['lead_time'] })).statusCode).toBe(201);

    const today = phoneDelivery({ delivery_date: daysFromNow(0), time_slot: '13:00-17:00' });
    const late = await post(shop, { ...today, overrides: ['lead_time'] });
    expect(late.statusCode).toBe(409);
    expect(late.json().details.override).toBe('cutoff');
  });

  it('lets a florist take orders within the rules, but not set them aside (403)', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    expect((await post({ headers }, walkIn())).statusCode).toBe(201);
    const refused = await post({ headers }, phoneDelivery({ overrides: ['full_window'] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PERMISSION_DENIED');
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

describe('counter options', () => {
  it('lists the day’s windows with the override a full one needs, for florists too', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(4);
    await fillWindow(shop, date);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/counter/options?date=${date}&method=delivery`,
      headers: bearer(florist.access),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      pickup_locations: [{ id: shop.location.id, name: 'Main shop' }],
      windows: [
        { slot: '09:00-12:00', problem: 'full', override: 'full_window' },
        { slot: '13:00-17:00', problem: null, override: null },
      ],
      closed: false,
    });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders/counter/options?date=tomorrow&method=delivery',
      headers: shop.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('e-mailed receipts', () => {
  it('queues the receipt in the shop’s name when the order has an address', async () => {
    const shop = await openShop(t.app);
    const email = `receipt-${Date.now()}@example.com`;
    const order = (await post(shop, walkIn({ customer_email: email }))).json();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: shop.headers,
    });
    expect(sent.statusCode).toBe(202);
    // The paid order's invoice went to the same address (docs/decisions/047); the receipt is the other mail.
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%receipt%')));
    expect(mail?.subject).toContain(`receipt for order #${order.number}`);
    expect(mail?.text).toContain('Total: €24.50');
    expect(mail?.text).toContain('Paid on');
  });

  it('refuses without an address (409) and another shop’s order (404)', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = (await post(shop, walkIn())).json();
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: shop.headers,
    });
    expect(none.statusCode).toBe(409);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/receipt-mail`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is limited per shop', async () => {
    const shop = await openShop(t.app);
    const email = `flood-${Date.now()}@example.com`;
    const order = (await post(shop, walkIn({ customer_email: email }))).json();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.uuid}/receipt-mail`,
        headers: shop.headers,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 202)).toBe(true);
    expect(statuses[60]).toBe(429);
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%receipt%')));
    expect(queued).toHaveLength(60);
  });
});
