import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentEntries } from '../../db/schema';
import { addStaff, backdatePayment, backdateRefunds, bearer } from '../../test/fixtures';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A 50.00 pickup order paid in the shop (or online, set as the webhook would). */
async function paidOrder(shop: Shop, method: 'cash' | 'card' | 'online' = 'cash') {
  const draft = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 50 });
  if (method === 'online') {
    // As the card provider's event records it: the order paid, the money in the journal.
    await t.database.db
      .update(orders)
      .set({ paymentStatus: 'done', paymentMethod: 'online', paidAt: new Date(), receivedTotal: '50.00' })
      .where(eq(orders.id, draft.uuid));
    await t.database.db.insert(paymentEntries).values({
      businessId: shop.business.id,
      orderId: draft.uuid,
      kind: 'payment',
      method: 'online',
      amountCents: 5000,
    });
  } else {
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: method },
    });
    expect(paid.statusCode).toBe(200);
  }
  return draft;
}

const call = (headers: Record<string, string>, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, ...(payload ? { payload } : {}) });

async function auditActions(shop: Shop, uuid: string) {
  const response = await call(shop.headers, `/api/orders/${uuid}/audit`);
  return response.json<{
    items: { action: string; changes: Record<string, { from?: unknown; to?: unknown }> }[];
  }>().items;
}

describe('undoing a payment taken in the shop', () => {
  it('puts the order back to waiting for payment, with the reason in the trail', async () => {
    const shop = await openShop(t.app);
    const order = await paidOrder(shop);
    const response = await call(shop.headers, `/api/orders/${order.uuid}/unpaid`, { reason: 'Wrong order' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row).toMatchObject({ paymentStatus: 'pending', paymentMethod: null, paidAt: null });
    const event = (await auditActions(shop, order.uuid)).find((e) => e.action === 'order.unpaid');
    expect(event?.changes).toMatchObject({
      payment_status: { from: 'done', to: 'pending' },
      payment_method: { from: 'cash', to: null },
      reason: { to: 'Wrong order' },
    });
    // Not paid any more: undoing again is a conflict.
    const again = await call(shop.headers, `/api/orders/${order.uuid}/unpaid`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a card payment made online (409) and changes nothing', async () => {
    const shop = await openShop(t.app);
    const order = await paidOrder(shop, 'online');
    const response = await call(shop.headers, `/api/orders/${order.uuid}/unpaid`, { reason: 'Oops' });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toMatchObject({ payment_method: 'online' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row?.paymentStatus).toBe('done');
  });

  it('needs a reason, is staff only, and keeps another shop out', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await paidOrder(shop);
    const url = `/api/orders/${order.uuid}/unpaid`;
    const blank = await call(shop.headers, url, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { reason: expect.any(String) } });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect((await call(bearer(florist.access), url, { reason: 'x' })).statusCode).toBe(403);
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    expect((await call(other.headers, url, { reason: 'x' })).statusCode).toBe(404);
    expect((await call(bearer(manager.access), url, { reason: 'x' })).statusCode).toBe(200);
  });
});

describe('refunds', () => {
  it('gives back part, then the rest: the order ends refunded, each refund listed', async () => {
    const shop = await openShop(t.app);
    const order = await paidOrder(shop, 'card');
    const url = `/api/orders/${order.uuid}/refunds`;
    const first = await call(shop.headers, url, { amount: 20, reason: 'Two stems broken' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ count: 1, refunded_total: 20, refundable: 30 });
    let [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row?.paymentStatus).toBe('done');

    const tooMuch = await call(shop.headers, url, { amount: 30.01, reason: 'More' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().details).toMatchObject({ refundable: 30 });

    const rest = await call(shop.headers, url, { amount: 30, reason: 'Customer unhappy' });
    expect(rest.statusCode).toBe(201);
    const list = await call(shop.headers, url);
    expect(list.json()).toMatchObject({ count: 2, refunded_total: 50, refundable: 0 });
    expect(list.json().items[0]).toMatchObject({ amount: 30, method: 'card', reason: 'Customer unhappy' });
    expect(list.json().items[0].by).not.toBeNull();
    [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row?.paymentStatus).toBe('refunded');
    const events = (await auditActions(shop, order.uuid)).filter((e) => e.action === 'order.refund');
    expect(events).toHaveLength(2);
    expect(events[0]?.changes.payment_status).toEqual({ from: 'done', to: 'refunded' });
  });

  it('never gives back more than the total, however many refunds arrive at once', async () => {
    const shop = await openShop(t.app);
    const order = await paidOrder(shop);
    const url = `/api/orders/${order.uuid}/refunds`;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(shop.headers, url, { amount: 15, reason: 'Race' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refunds = await t.database.db
      .select()
      .from(paymentEntries)
      .where(and(eq(paymentEntries.orderId, order.uuid), eq(paymentEntries.kind, 'refund')));
    expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(-4500);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row?.refundedTotal).toBe('45.00');
  });

  it('refuses an unpaid order, an online card payment, bad amounts; staff only; tenancy', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const unpaid = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 10 });
    const reason = 'Because';
    expect(
      (await call(shop.headers, `/api/orders/${unpaid.uuid}/refunds`, { amount: 1, reason })).statusCode,
    ).toBe(409);
    const online = await paidOrder(shop, 'online');
    expect(
      (await call(shop.headers, `/api/orders/${online.uuid}/refunds`, { amount: 1, reason })).statusCode,
    ).toBe(409);
    const order = await paidOrder(shop);
    const url = `/api/orders/${order.uuid}/refunds`;
    for (const payload of [
      { amount: 0, reason },
      { amount: -5, reason },
      { amount: 1.234, reason },
      { amount: '5', reason },
      { amount: 5, reason: '' },
      { amount: 5 },
    ]) {
      const response = await call(shop.headers, url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect((await call(bearer(florist.access), url, { amount: 1, reason })).statusCode).toBe(403);
    expect((await call(bearer(florist.access), url)).statusCode).toBe(403);
    expect((await call(other.headers, url, { amount: 1, reason })).statusCode).toBe(404);
    expect((await call(other.headers, url)).statusCode).toBe(404);
    const refunds = await t.database.db
      .select()
      .from(paymentEntries)
      .where(and(eq(paymentEntries.businessId, shop.business.id), eq(paymentEntries.kind, 'refund')));
    expect(refunds).toHaveLength(0);
  });

  it('shows refunds in the ledger as negative rows on their day, netted in the revenue and the export', async () => {
    const shop = await openShop(t.app);
    const order = await paidOrder(shop);
    await backdatePayment(t.database.db, { orderId: order.uuid, at: new Date('2031-03-01T10:00:00Z') });
    await call(shop.headers, `/api/orders/${order.uuid}/refunds`, { amount: 12.5, reason: 'Wilted' });
    await backdateRefunds(t.database.db, { orderId: order.uuid, at: new Date('2031-03-02T09:00:00Z') });
    const range = 'start=2031-03-01&end=2031-03-02';
    const ledger = (await call(shop.headers, `/api/payments?${range}`)).json();
    expect(ledger.count).toBe(2);
    expect(ledger.items).toMatchObject([
      {
        kind: 'refund',
        amount: -12.5,
        reason: 'Wilted',
        number: order.number,
        paid_at: '2031-03-02T09:00:00.000Z',
      },
      { kind: 'payment', amount: 50, reason: null, number: order.number },
    ]);
    const revenue = (await call(shop.headers, `/api/revenue?${range}`)).json();
    expect(revenue.by_day).toEqual([
      { date: '2031-03-01', total: 50, net_total: 50, tax_total: 0, count: 1 },
      { date: '2031-03-02', total: -12.5, net_total: -12.5, tax_total: 0, count: 0 },
    ]);
    expect(revenue.total).toBe(37.5);
    // Analytics tells the same story as the ledger: refunds count against their day.
    const analytics = (await call(shop.headers, `/api/analytics?${range}`)).json();
    expect(analytics.revenue).toMatchObject({ total: 37.5, net_total: 37.5, tax_total: 0, count: 1 });
    expect(analytics.by_day.map((d: { revenue: number }) => d.revenue)).toEqual([50, -12.5]);
    const csv = (await call(shop.headers, `/api/payments/export?${range}`)).body;
    expect(csv).toContain('"-12.50"');
    expect(csv).toContain('"refund","Wilted"');
    // Paging: the second row alone, with the full count.
    const second = (await call(shop.headers, `/api/payments?${range}&limit=1&offset=1`)).json();
    expect(second).toMatchObject({ count: 2, items: [{ kind: 'payment' }] });

    // Fully refunded, the payment still counts on its day and the refunds net it out.
    await call(shop.headers, `/api/orders/${order.uuid}/refunds`, { amount: 37.5, reason: 'All of it' });
    const after = (await call(shop.headers, `/api/revenue?${range}`)).json();
    expect(after.by_day[0]).toEqual({ date: '2031-03-01', total: 50, net_total: 50, tax_total: 0, count: 1 });
  });
});
