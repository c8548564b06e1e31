import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { buyGiftCard, spendGiftCard } from '../../test/gift-card-setup';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/* Closing time (docs/decisions/048): the day's money by method, the till, and what gift cards did. */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const post = (shop: Shop, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: shop.headers, payload });

async function sale(shop: Shop, price: number, method: string) {
  const order = await draftOrder(t.app, shop.headers, { method: 'pickup', price });
  expect((await post(shop, `/api/orders/${order.uuid}/paid`, { payment_method: method })).statusCode).toBe(
    200,
  );
  return order;
}

describe('the cash-up', () => {
  it('adds up a day: money by method, the till, gift cards sold and spent, and the revenue', async () => {
    const shop = await openShop(t.app);
    await sale(shop, 20, 'cash');
    await sale(shop, 30, 'card');
    const refunded = await sale(shop, 12, 'cash');
    await post(shop, `/api/orders/${refunded.uuid}/refunds`, { amount: 5, reason: 'One stem broken' });
    const undone = await sale(shop, 10, 'cash');
    await post(shop, `/api/orders/${undone.uuid}/unpaid`, { reason: 'Rang up twice' });
    // A 50.00 card (an order of a gift card alone: no delivery), paid in cash; 15.00 of it spent on flowers.
    const card = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 50);
    const spending = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 15 });
    const placed = await spendGiftCard(t.app, shop, { uuid: spending.uuid, code: card.code });
    expect(placed.json()).toMatchObject({ payment_method: 'gift_card' });

    const date = new Date().toISOString().slice(0, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/payments/day?date=${date}`,
      headers: shop.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const day = response.json();
    expect(day.by_method).toEqual([
      { method: 'cash', received: 92, refunded: 5, reversed: 10, net: 77 },
      { method: 'card', received: 30, refunded: 0, reversed: 0, net: 30 },
    ]);
    expect(day.expected_cash).toBe(77);
    expect(day.gift_cards).toEqual({ sold: 50, redeemed: 15, voided: 0, adjusted: 0, outstanding: 35 });
    // Money kept (107.00) less what the cards still owe (35.00).
    expect(day.revenue.total).toBe(72);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/payments/month.csv?month=${date.slice(0, 7)}`,
      headers: shop.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const line = csv.body.split('\r\n').find((l) => l.startsWith(date));
    expect(line).toBe(`${date},77.00,30.00,0.00,0.00,0.00,5.00,50.00,15.00,72.00,72.00,0.00,5`);

    // The month's invoices and credit notes: one line per document and rate, a credit note negative.
    const documents = await t.app.inject({
      method: 'GET',
      url: `/api/payments/month-invoices.csv?month=${date.slice(0, 7)}`,
      headers: shop.headers,
    });
    expect(documents.statusCode).toBe(200);
    // number, kind, invoice, issued_on, order, customer, payment_method, rate, net, tax, gross, currency
    const rows = documents.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',').map((cell) => cell.replaceAll('"', '')));
    const credit = rows.filter((row) => row[1] === 'credit_note' && row[4] === String(refunded.number));
    expect(credit).toHaveLength(1);
    // The payment undone: its invoice is credited in full.
    const cancelled = rows.filter((row) => row[4] === String(undone.number)).map((row) => [row[1], row[10]]);
    expect(cancelled).toEqual([
      ['invoice', '10.00'],
      ['credit_note', '-10.00'],
    ]);
    const invoice = rows.find((row) => row[1] === 'invoice' && row[4] === String(refunded.number));
    expect(credit[0]).toEqual([
      expect.stringMatching(/^\d{4}-\d{6}$/),
      'credit_note',
      invoice?.[0],
      date,
      String(refunded.number),
      expect.any(String),
      'cash',
      '0',
      '-5.00',
      '0.00',
      '-5.00',
      'EUR',
    ]);
  });

  it('is the owner’s and managers’ only, refuses a bad date or month, and another shop’s day is its own', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await sale(other, 99, 'cash');
    const date = new Date().toISOString().slice(0, 10);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/payments/day?date=${date}`,
      headers: shop.headers,
    });
    expect(mine.json()).toMatchObject({ by_method: [], expected_cash: 0 });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/payments/day?date=${date}`,
      headers: bearer(florist.access),
    });
    expect(denied.statusCode).toBe(403);
    for (const url of ['/api/payments/day?date=yesterday', '/api/payments/month.csv?month=2026-13']) {
      const bad = await t.app.inject({ method: 'GET', url, headers: shop.headers });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
