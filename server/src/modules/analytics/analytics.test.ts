import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, stockMovements } from '../../db/schema';
import { addStaff, backdatePayment, backdateRefunds, bearer } from '../../test/fixtures';
import { createProduct } from '../../test/product-setup';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;
type Json = Record<string, unknown>;

type OrderSpec = {
  price: number;
  /** Given: a delivery at this price; null: a delivery priced by the zip code; left out: a pickup. */
  delivery?: number | null;
  product?: string;
  /** Submits the order as this sender (a draft otherwise), at this moment if given. */
  sender?: { name: string; email: string };
  submittedAt?: string;
  /** Paid with this method, at this moment if given (now otherwise). */
  paid?: { method: 'cash' | 'card' | 'bank_transfer' | 'other'; at?: string };
  status?: 'ready' | 'done';
};

/** An order made through the API; only the moments are set directly, since the numbers read them. */
async function makeOrder(shop: Shop, spec: OrderSpec) {
  const pickup = spec.delivery === undefined;
  const draft = await draftOrder(t.app, shop.headers, {
    method: pickup ? 'pickup' : 'delivery',
    price: spec.price,
    ...(typeof spec.delivery === 'number' ? { delivery_price: spec.delivery } : {}),
    ...(spec.product ? { product_id: spec.product } : {}),
  });
  const call = async (
    method: 'POST' | 'DELETE',
    url: string,
    payload?: Json,
    headers: Record<string, string> = shop.headers,
  ) => {
    const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
  };
  if (spec.sender) {
    await call(
      'POST',
      `/api/orders/${draft.uuid}`,
      deliveryDetails({
        sender_name: spec.sender.name,
        sender_email: spec.sender.email,
        time_slot: '13:00-17:00',
        ...(pickup ? { location_id: shop.location.id } : {}),
      }),
      {},
    );
  }
  if (spec.paid) await call('POST', `/api/orders/${draft.uuid}/paid`, { payment_method: spec.paid.method });
  if (spec.status) await call('POST', `/api/orders/${draft.uuid}/status`, { status: 'ready' });
  if (spec.status === 'done') await call('POST', `/api/orders/${draft.uuid}/status`, { status: 'done' });
  const moments = {
    ...(spec.submittedAt ? { submittedAt: new Date(spec.submittedAt) } : {}),
    ...(spec.paid?.at ? { paidAt: new Date(spec.paid.at) } : {}),
  };
  if (Object.keys(moments).length > 0) {
    await t.database.db.update(orders).set(moments).where(eq(orders.id, draft.uuid));
  }
  if (spec.paid?.at)
    await backdatePayment(t.database.db, { orderId: draft.uuid, at: new Date(spec.paid.at) });
  return draft;
}

/** Gives back all of an order's money, as if on the given day. */
async function refundAll(shop: Shop, uuid: string, amount: number, at: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/refunds`,
    headers: shop.headers,
    payload: { amount, reason: 'Test' },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  await backdateRefunds(t.database.db, { orderId: uuid, at: new Date(at) });
}

const get = (shop: Shop, url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
const analyticsOf = async (shop: Shop, query: string) => {
  const response = await get(shop, `/api/analytics?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
const bob = { name: 'Bob Marley', email: 'bob@example.com' };

describe('analytics', () => {
  it('counts money like the revenue and the ledger, to the cent, and orders by the day they were placed', async () => {
    const shop = await openShop(t.app); // UTC
    const peony = (await createProduct(t.app, shop.headers, { name: 'Peony cloud' })).id;
    const rose = (await createProduct(t.app, shop.headers, { name: 'Rose dome' })).id;
    const placedOn = (day: string, time = '10:00:00') => `2031-03-${day}T${time}Z`;
    await makeOrder(shop, {
      price: 19.99,
      delivery: 4.99,
      product: peony,
      sender: ada,
      submittedAt: placedOn('01', '08:00:00'),
      paid: { method: 'cash', at: placedOn('01', '09:00:00') },
    });
    await makeOrder(shop, {
      price: 0.01,
      product: peony,
      sender: grace,
      submittedAt: placedOn('01', '23:59:59'),
      paid: { method: 'card', at: placedOn('02', '00:00:00') },
    });
    await makeOrder(shop, {
      price: 0.1,
      sender: ada,
      submittedAt: placedOn('02'),
      paid: { method: 'card', at: placedOn('03', '23:59:59') },
    });
    // The zip code's 5.90 delivery.
    await makeOrder(shop, {
      price: 0.2,
      delivery: null,
      product: rose,
      sender: bob,
      submittedAt: placedOn('03'),
      paid: { method: 'bank_transfer', at: placedOn('03', '13:00:00') },
      status: 'ready',
    });
    // Placed the day before the range, paid within it: revenue, not an order of the range.
    await makeOrder(shop, {
      price: 99,
      product: rose,
      sender: grace,
      submittedAt: '2031-02-28T23:59:59Z',
      paid: { method: 'cash', at: placedOn('02', '12:00:00') },
    });
    // Placed within the range, paid the day after it: an order of the range, not its revenue.
    await makeOrder(shop, {
      price: 500,
      sender: { name: 'Zed', email: 'zed@example.com' },
      submittedAt: placedOn('02'),
      paid: { method: 'other', at: '2031-03-04T00:00:00Z' },
      status: 'done',
    });
    const refunded = await makeOrder(shop, {
      price: 7,
      sender: bob,
      submittedAt: placedOn('02'),
      paid: { method: 'cash', at: placedOn('02') },
    });
    await refundAll(shop, refunded.uuid, 7, placedOn('02'));
    const deleted = await makeOrder(shop, {
      price: 1000,
      sender: ada,
      submittedAt: placedOn('02'),
      paid: { method: 'cash', at: placedOn('02') },
    });
    // Money kept keeps its order: it is refunded (on the same day) before it can go.
    await refundAll(shop, deleted.uuid, 1000, placedOn('02'));
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${deleted.uuid}`,
      headers: shop.headers,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    // A draft paid in the shop is revenue like in the ledger, with no customer and no product.
    await makeOrder(shop, { price: 3.33, paid: { method: 'cash', at: placedOn('02') } });
    // Submitted, never paid.
    await makeOrder(shop, { price: 12.5, delivery: 5.9, sender: bob, submittedAt: placedOn('01') });

    const range = 'start=2031-03-01&end=2031-03-03';
    const body = await analyticsOf(shop, range);
    expect(body.currency).toBe('EUR');
    expect(body.revenue).toEqual({
      total: 133.52,
      net_total: 133.52,
      tax_total: 0,
      // The refunded order was paid on its day too; its refund takes its money back on the same day.
      count: 7,
      average: 19.07,
    });
    expect(body.by_day).toEqual([
      { date: '2031-03-01', revenue: 24.98, orders: 3 },
      { date: '2031-03-02', revenue: 102.34, orders: 3 },
      { date: '2031-03-03', revenue: 6.2, orders: 1 },
    ]);
    expect(body.orders).toEqual({
      count: 7,
      by_method: [
        { method: 'delivery', count: 3, revenue: 31.08 },
        { method: 'pickup', count: 4, revenue: 500.11 },
      ],
      by_status: [
        { status: 'pending', count: 5 },
        { status: 'ready', count: 1 },
        { status: 'done', count: 1 },
      ],
      by_payment_method: [
        { payment_method: 'cash', count: 2, revenue: 24.98 },
        { payment_method: 'card', count: 2, revenue: 0.11 },
        { payment_method: 'other', count: 1, revenue: 500 },
        { payment_method: 'bank_transfer', count: 1, revenue: 6.1 },
        { payment_method: null, count: 1, revenue: 0 },
      ],
    });
    // The goods only: delivery is no product's.
    expect(body.top_products).toEqual([
      { product_id: rose, name: 'Rose dome', count: 2, revenue: 99.2 },
      { product_id: peony, name: 'Peony cloud', count: 2, revenue: 20 },
      { product_id: null, name: null, count: 2, revenue: 3.43 },
    ]);
    expect(body.top_customers).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', email: 'grace@example.com', count: 2, revenue: 99.01 }),
      expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com', count: 2, revenue: 25.08 }),
      expect.objectContaining({ name: 'Bob Marley', email: 'bob@example.com', count: 1, revenue: 6.1 }),
    ]);

    // The same numbers as the revenue and the ledger for the same range.
    const revenue = (await get(shop, `/api/revenue?${range}`)).json();
    expect(body.revenue).toEqual({
      total: revenue.total,
      net_total: revenue.net_total,
      tax_total: revenue.tax_total,
      count: revenue.count,
      average: revenue.average,
    });
    expect(body.by_day.map((d: { date: string; revenue: number }) => [d.date, d.revenue])).toEqual(
      revenue.by_day.map((d: { date: string; total: number }) => [d.date, d.total]),
    );
    // The ledger has every money event of the range: each paid order's payment (the deleted one's
    // too, as its money came in), and the refunds beside them. Its rows add up to the revenue.
    const ledger = (await get(shop, `/api/payments?${range}&limit=200`)).json();
    const payments = ledger.items.filter((p: { kind: string }) => p.kind === 'payment');
    expect(payments).toHaveLength(body.revenue.count + 1);
    const ledgerCents = ledger.items.reduce(
      (sum: number, p: { amount: number }) => sum + Math.round(p.amount * 100),
      0,
    );
    expect(ledgerCents).toBe(Math.round(body.revenue.total * 100));
  });

  it('uses the shop’s time zone for the days of payments and of orders', async () => {
    const shop = await openShop(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business/',
      headers: shop.headers,
      payload: { time_zone: 'Asia/Tokyo' },
    });
    // Tokyo is UTC+9: 15:00 UTC is midnight of the next day there.
    await makeOrder(shop, {
      price: 10,
      sender: ada,
      submittedAt: '2031-03-01T14:59:59Z',
      paid: { method: 'cash', at: '2031-03-01T14:59:59Z' },
    });
    await makeOrder(shop, {
      price: 20,
      sender: ada,
      submittedAt: '2031-03-01T15:00:00Z',
      paid: { method: 'cash', at: '2031-03-01T15:00:00Z' },
    });
    await makeOrder(shop, {
      price: 40,
      sender: ada,
      submittedAt: '2031-03-02T15:00:00Z',
      paid: { method: 'cash', at: '2031-03-02T15:00:00Z' },
    });
    const body = await analyticsOf(shop, 'start=2031-03-02&end=2031-03-02');
    expect(body.revenue).toEqual({ total: 20, net_total: 20, tax_total: 0, count: 1, average: 20 });
    expect(body.by_day).toEqual([{ date: '2031-03-02', revenue: 20, orders: 1 }]);
    expect(body.orders.count).toBe(1);
  });

  it('keeps the best five products and customers, ties by orders then name', async () => {
    const shop = await openShop(t.app);
    const paidAt = `${daysFromNow(0)}T10:00:00Z`;
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    const prices = { Anemone: 30, Begonia: 10, Camellia: 30, Dahlia: 20, Echinacea: 5, Freesia: 1 };
    for (const [name, price] of Object.entries(prices)) {
      const product = (await createProduct(t.app, shop.headers, { name })).id;
      const sender = { name: `${name} Fan`, email: `${name.toLowerCase()}@example.com` };
      await makeOrder(shop, { price, product, sender, paid: { method: 'card', at: paidAt } });
    }
    // Begonia: two orders of 10 tie with Dahlia's one of 20, and come first; Camellia ties Anemone by name.
    const begonia = (await analyticsOf(shop, range)).top_products.find(
      (p: { name: string }) => p.name === 'Begonia',
    );
    await makeOrder(shop, {
      price: 10,
      product: begonia.product_id,
      sender: { name: 'Begonia Fan', email: 'begonia@example.com' },
      paid: { method: 'card', at: paidAt },
    });
    const body = await analyticsOf(shop, range);
    expect(body.top_products.map((p: { name: string; count: number }) => [p.name, p.count])).toEqual([
      ['Anemone', 1],
      ['Camellia', 1],
      ['Begonia', 2],
      ['Dahlia', 1],
      ['Echinacea', 1],
    ]);
    expect(body.top_customers.map((c: { name: string; revenue: number }) => [c.name, c.revenue])).toEqual([
      ['Anemone Fan', 30],
      ['Camellia Fan', 30],
      ['Begonia Fan', 20],
      ['Dahlia Fan', 20],
      ['Echinacea Fan', 5],
    ]);
  });

  it('values waste and the flowers’ margin as the stock pages do', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    const post = async (s: Shop, url: string, payload: Json) => {
      const response = await t.app.inject({ method: 'POST', url, headers: s.headers, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const bought = async (s: Shop) =>
      (
        await post(s, '/api/stock/', {
          type: 'purchase',
          items: [
            { name: 'Rose', quantity: 40, unit_cost: 0.4375 },
            { name: 'Tulip', quantity: 20, unit_cost: 1.2 },
          ],
        })
      ).items.map((m: { flower: { id: string } }) => m.flower.id) as [string, string];

    const empty = await analyticsOf(shop, range);
    expect(empty.waste).toEqual({ value: 0, stems: 0 });
    expect(empty.margin).toEqual({ revenue: 0, cost: 0, margin: 0, orders: 0 });

    const [rose, tulip] = await bought(shop);
    const wasted = await post(shop, '/api/stock/', {
      type: 'expiry',
      items: [
        { flower_id: rose, quantity: 5 },
        { flower_id: tulip, quantity: 1 },
      ],
    });
    // An expiry of last month is not in the range.
    const old = await post(shop, '/api/stock/', {
      type: 'expiry',
      items: [{ flower_id: tulip, quantity: 2 }],
    });
    await t.database.db
      .update(stockMovements)
      .set({ at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(stockMovements.id, old.items[0].id));
    expect(wasted.count).toBe(2);

    const sold = await makeOrder(shop, {
      price: 19.99,
      delivery: 5.9,
      sender: ada,
      paid: { method: 'card' },
    });
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 4, order_uuid: sold.uuid });
    await post(shop, `/api/stock/${tulip}/sale`, { quantity: 3, order_uuid: sold.uuid });
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 1, order_uuid: sold.uuid });
    // Flowers taken back from a paid order: it has no cost left and leaves the margin.
    const takenBack = await makeOrder(shop, { price: 50, sender: grace, paid: { method: 'cash' } });
    await post(shop, `/api/stock/${tulip}/sale`, { quantity: 2, order_uuid: takenBack.uuid });
    const back = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${takenBack.uuid}/cost/${tulip}`,
      headers: shop.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
    // Not paid: no margin yet.
    const unpaid = await makeOrder(shop, { price: 80, sender: bob });
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 2, order_uuid: unpaid.uuid });
    // Another shop's waste and sales never count.
    const [theirRose] = await bought(other);
    await post(other, '/api/stock/', { type: 'expiry', items: [{ flower_id: theirRose, quantity: 9 }] });
    const theirs = await makeOrder(other, { price: 70, sender: ada, paid: { method: 'cash' } });
    await post(other, `/api/stock/${theirRose}/sale`, { quantity: 7, order_uuid: theirs.uuid });

    const body = await analyticsOf(shop, range);
    // 5 × 0.4375 + 1 × 1.20
    expect(body.waste).toEqual({ value: 3.39, stems: 6 });
    const cost = (await get(shop, `/api/orders/${sold.uuid}/cost`)).json();
    expect(cost).toMatchObject({ cost: 5.79, price: 19.99, margin: 14.2 });
    expect(body.margin).toEqual({ revenue: cost.price, cost: cost.cost, margin: cost.margin, orders: 1 });
  });

  it.each([
    ['start=2031-05-02&end=2031-05-01', 'end'],
    ['start=2030-01-01&end=2031-05-01', 'end'],
    ['start=yesterday&end=2031-05-01', 'start'],
    ['start=2031-02-30&end=2031-03-01', 'start'],
    ['end=2031-03-01', 'start'],
  ])('refuses a bad range %s', async (query, field) => {
    const shop = await openShop(t.app);
    const response = await get(shop, `/api/analytics?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(response.json().details).toHaveProperty(field);
  });

  it('is the shop’s own, for its owner and managers only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await makeOrder(other, { price: 10, sender: ada, paid: { method: 'cash' } });
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    const mine = await analyticsOf(shop, range);
    expect(mine.revenue).toEqual({ total: 0, net_total: 0, tax_total: 0, count: 0, average: 0 });
    expect(mine.orders.count).toBe(0);
    expect(mine.top_products).toEqual([]);
    expect(mine.top_customers).toEqual([]);
    expect(
      mine.by_day.every((d: { revenue: number; orders: number }) => d.revenue === 0 && d.orders === 0),
    ).toBe(true);
    expect((await analyticsOf(other, range)).revenue).toEqual({
      total: 10,
      net_total: 10,
      tax_total: 0,
      count: 1,
      average: 10,
    });

    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const url = `/api/analytics?${range}`;
    const as = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    expect((await as(bearer(manager.access))).statusCode).toBe(200);
    expect((await as(bearer(florist.access))).statusCode).toBe(403);
    expect((await as({})).statusCode).toBe(401);
  });
});
