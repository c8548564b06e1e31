import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { changeShop, openShop } from '../../test/shop-setup';
import { setupAnalytics } from './analytics-setup';

/*
 * Analytics money: counted like the revenue and the ledger, by the day orders were placed and
 * payments made, in the shop's time zone.
 */

const { t, makeOrder, refundAll, get, analyticsOf, ada, grace, bob } = setupAnalytics();

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
    await changeShop(t.app, shop, { time_zone: 'Asia/Tokyo' });
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
});
