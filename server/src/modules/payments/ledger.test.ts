import { describe, expect, it } from 'vitest';
import { addStaff, backdatePayment, bearer } from '../../test/fixtures';
import { changeShop, daysFromNow, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** An order paid in the shop at a given moment (set directly: the ledger reads when it was paid). */
async function paidOrder(
  shop: Shop,
  { price, delivery, at, method = 'cash' }: { price: number; delivery?: number; at: string; method?: string },
) {
  const draft = await draftOrder(t.app, shop.headers, {
    method: delivery === undefined ? 'pickup' : 'delivery',
    price,
    ...(delivery === undefined ? {} : { delivery_price: delivery }),
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${draft.uuid}/paid`,
    headers: shop.headers,
    payload: { payment_method: method },
  });
  if (paid.statusCode !== 200) throw new Error(paid.body);
  await backdatePayment(t.database.db, { orderId: draft.uuid, at: new Date(at) });
  return draft;
}

describe('the payments ledger', () => {
  it('adds up paid orders per day of the shop, to the cent, with every day of the range', async () => {
    const shop = await openShop(t.app); // UTC shop
    await paidOrder(shop, { price: 39.9, delivery: 5.9, at: '2031-03-01T09:00:00Z' });
    await paidOrder(shop, { price: 0.1, at: '2031-03-01T23:59:59Z' });
    await paidOrder(shop, { price: 0.2, at: '2031-03-03T00:00:00Z', method: 'card' });
    await paidOrder(shop, { price: 99, at: '2031-03-04T00:00:00Z' }); // the day after the range
    await draftOrder(t.app, shop.headers, { price: 500 }); // never paid
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/revenue?start=2031-03-01&end=2031-03-03',
      headers: shop.headers,
    });
    expect(response.json()).toEqual({
      total: 46.1,
      // A shop without tax: net is the total.
      net_total: 46.1,
      tax_total: 0,
      count: 3,
      average: 15.37,
      discount_total: 0,
      currency: 'EUR',
      by_day: [
        { date: '2031-03-01', total: 45.9, net_total: 45.9, tax_total: 0, count: 2 },
        { date: '2031-03-02', total: 0, net_total: 0, tax_total: 0, count: 0 },
        { date: '2031-03-03', total: 0.2, net_total: 0.2, tax_total: 0, count: 1 },
      ],
      // No gift cards sold: none owed (gift-card-liability.test.ts sells some).
      gift_cards: { sold: 0, redeemed: 0, voided: 0, adjusted: 0, outstanding: 0 },
    });
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/payments?start=2031-03-01&end=2031-03-03',
      headers: shop.headers,
    });
    expect(ledger.json().count).toBe(3);
    expect(ledger.json().items.map((p: { amount: number }) => p.amount)).toEqual([0.2, 0.1, 45.8]);
    const total = ledger
      .json()
      .items.reduce((sum: number, p: { amount: number }) => sum + Math.round(p.amount * 100), 0);
    // The ledger and the revenue agree to the cent.
    expect(total).toBe(Math.round(response.json().total * 100));
  });

  it('uses the shop’s time zone for days', async () => {
    const shop = await openShop(t.app);
    await changeShop(t.app, shop, { time_zone: 'Asia/Tokyo' });
    // 20:00 UTC on the 1st is already the 2nd in Tokyo.
    await paidOrder(shop, { price: 10, at: '2031-03-01T20:00:00Z' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/revenue?start=2031-03-02&end=2031-03-02',
      headers: shop.headers,
    });
    expect(response.json()).toMatchObject({
      total: 10,
      count: 1,
      by_day: [{ date: '2031-03-02', total: 10, count: 1 }],
    });
  });

  it('filters by method and status, pages, and exports CSV', async () => {
    const shop = await openShop(t.app);
    await paidOrder(shop, { price: 10, at: '2031-05-01T10:00:00Z', method: 'cash' });
    await paidOrder(shop, { price: 20, at: '2031-05-01T11:00:00Z', method: 'card' });
    await paidOrder(shop, { price: 30, at: '2031-05-01T12:00:00Z', method: 'cash' });
    const range = 'start=2031-05-01&end=2031-05-01';
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/payments?${range}&${query}`, headers: shop.headers });
    expect((await get('payment_method=cash')).json().items.map((p: { amount: number }) => p.amount)).toEqual([
      30, 10,
    ]);
    expect((await get('status=refunded')).json()).toEqual({ items: [], count: 0 });
    expect((await get('limit=1&offset=1')).json()).toMatchObject({ count: 3, items: [{ amount: 20 }] });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/payments/export?${range}`,
      headers: shop.headers,
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'order,paid_at,payment_method,status,amount,customer,kind,reason,net,tax,discount_code,discount',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',"cash","done","30.00",');
    expect(lines[1]).toMatch(/,"30.00","0.00",[^,]*,"0.00"$/);
  });

  it.each([
    ['start=2031-05-02&end=2031-05-01', 'end'],
    ['start=2030-01-01&end=2031-05-01', 'end'],
    ['start=yesterday&end=2031-05-01', 'start'],
  ])('refuses a bad range %s', async (query, field) => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/revenue?${query}`,
      headers: shop.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(field);
  });

  it('is the shop’s own and for staff only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await paidOrder(other, { price: 10, at: `${daysFromNow(0)}T10:00:00Z` });
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/revenue?${range}`, headers: shop.headers })).json()
        .count,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/revenue?${range}`, headers: other.headers })).json()
        .count,
    ).toBe(1);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    for (const url of [`/api/revenue?${range}`, `/api/payments?${range}`, `/api/payments/export?${range}`]) {
      expect(
        (await t.app.inject({ method: 'GET', url, headers: bearer(florist.access) })).statusCode,
        url,
      ).toBe(403);
    }
  });
});
