import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceCounters, invoices } from '../../db/schema';
import { changeShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import { customerOrder, invoiceShop, markPaid, thisYear } from './invoice-test-shop';
import { issueCreditNote, issueInvoice } from './invoices.service';

const t = setupTestApp();

const documentsOf = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/invoices` })).json().items;

const numbersOf = async (businessId: string) =>
  (
    await t.database.db
      .select({ sequence: invoices.sequence, year: invoices.year })
      .from(invoices)
      .where(eq(invoices.businessId, businessId))
  )
    .map((r) => r.sequence)
    .sort((a, b) => a - b);

describe('invoices', () => {
  it('are issued once per paid order, however often it is marked paid', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    expect(await documentsOf(order.uuid)).toEqual([]);
    expect((await markPaid(t.app, shop, order.uuid)).statusCode).toBe(200);
    expect((await markPaid(t.app, shop, order.uuid)).statusCode).toBe(409);
    // Asked again in another transaction: the same invoice.
    const again = await t.database.db.transaction((tx) => issueInvoice(tx, { orderId: order.uuid }));
    const documents = await documentsOf(order.uuid);
    expect(documents).toEqual([
      expect.objectContaining({ kind: 'invoice', number: `${thisYear()}-000001`, total: 45.8 }),
    ]);
    expect(again).toEqual({ id: documents[0].id, number: `${thisYear()}-000001` });
  });

  it('get numbers without gaps or doubles when many orders are paid at once, and none from a payment rolled back', async () => {
    const shop = await invoiceShop(t.app);
    const paid = [];
    for (let i = 0; i < 24; i++) paid.push(await customerOrder(t.app, shop, { price: 10 + i }));
    const rolledBack = [];
    for (let i = 0; i < 4; i++) rolledBack.push(await customerOrder(t.app, shop));
    const failing = rolledBack.map((order) =>
      t.database.db
        .transaction(async (tx) => {
          await issueInvoice(tx, { orderId: order.uuid });
          throw new Error('the payment failed after its invoice');
        })
        .catch((error: Error) => error.message),
    );
    const answers = await Promise.all([
      ...paid.map((order) => markPaid(t.app, shop, order.uuid)),
      ...failing,
    ]);
    expect(answers.slice(0, 24).map((a) => (typeof a === 'string' ? a : a.statusCode))).toEqual(
      Array(24).fill(200),
    );
    expect(answers.slice(24)).toEqual(Array(4).fill('the payment failed after its invoice'));
    expect(await numbersOf(shop.business.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    for (const order of rolledBack) expect(await documentsOf(order.uuid)).toEqual([]);
    const [counter] = await t.database.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.businessId, shop.business.id), eq(invoiceCounters.year, thisYear())));
    expect(counter?.lastNumber).toBe(24);
  });

  it('start again at 000001 in a new year of the shop’s calendar', async () => {
    const shop = await invoiceShop(t.app);
    await changeShop(t.app, shop, { time_zone: 'Europe/Berlin' });
    const orders: { uuid: string }[] = [];
    for (let i = 0; i < 4; i++) orders.push(await customerOrder(t.app, shop));
    const issue = (index: number, now: string) =>
      t.database.db.transaction((tx) =>
        issueInvoice(tx, { orderId: orders[index]?.uuid as string, now: new Date(now) }),
      );
    // 23:30 on New Year's Eve in Berlin is still 2030; 00:30 is 2031 (22:30 and 23:30 UTC).
    expect((await issue(0, '2030-12-31T22:30:00Z')).number).toBe('2030-000001');
    expect((await issue(1, '2030-12-31T23:30:00Z')).number).toBe('2031-000001');
    expect((await issue(2, '2031-01-02T10:00:00Z')).number).toBe('2031-000002');
    expect((await issue(3, '2030-12-31T22:59:00Z')).number).toBe('2030-000002');
  });

  it('give a refund a credit note naming the invoice, split over its rates in cents that add up', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, order.uuid);
    const refund = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.uuid}/refunds`,
        headers: shop.headers,
        payload: { amount, reason: 'Broken stems' },
      });
    expect((await refund(10)).statusCode).toBe(201);
    expect((await refund(35.8)).statusCode).toBe(201);
    const [invoice, first, second] = await documentsOf(order.uuid);
    const year = thisYear();
    expect(invoice).toMatchObject({ kind: 'invoice', number: `${year}-000001`, total: 45.8 });
    expect(first).toMatchObject({ kind: 'credit_note', number: `${year}-000002`, total: 10 });
    expect(second).toMatchObject({ kind: 'credit_note', number: `${year}-000003`, total: 35.8 });
    expect(first.invoice_number).toBe(`${year}-000001`);

    const today = new Date().toISOString().slice(0, 10);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/invoices?from=${today}&to=${today}`,
      headers: shop.headers,
    });
    const byNumber = Object.fromEntries(
      list.json().items.map((d: { number: string }) => [d.number, d]),
    ) as Record<string, { total: number; tax_lines: { rate: number; base: number; amount: number }[] }>;
    const cents = (value: number) => Math.round(value * 100);
    for (const document of Object.values(byNumber)) {
      const lines = document.tax_lines;
      expect(lines.map((l) => l.rate)).toEqual([7, 19]);
      expect(lines.reduce((sum, l) => sum + cents(l.base) + cents(l.amount), 0)).toBe(cents(document.total));
    }
    // The invoice: 39.90 at 7 % (2.61 tax) and 5.90 at 19 % (0.94 tax). Both credit notes give it all back.
    expect(byNumber[`${year}-000001`]?.tax_lines).toEqual([
      { rate: 7, base: 37.29, amount: 2.61 },
      { rate: 19, base: 4.96, amount: 0.94 },
    ]);
    const credited = [byNumber[`${year}-000002`], byNumber[`${year}-000003`]];
    for (const [index, rate] of [7, 19].entries()) {
      const sum = credited.reduce((total, d) => total + cents(d?.tax_lines[index]?.amount ?? 0), 0);
      expect(sum, `tax at ${rate} %`).toBe(cents(byNumber[`${year}-000001`]?.tax_lines[index]?.amount ?? 0));
    }
  });

  it('never credit more than the invoice states', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, order.uuid);
    const credit = (amountCents: number) =>
      t.database.db.transaction((tx) => issueCreditNote(tx, { orderId: order.uuid, amountCents }));
    await credit(4000);
    await expect(credit(581)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(credit(0)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await credit(580))?.number).toBe(`${thisYear()}-000003`);
    expect(await numbersOf(shop.business.id)).toEqual([1, 2, 3]);
  });

  it('give an order paid before invoices existed its invoice when a refund needs one to name', async () => {
    const shop = await invoiceShop(t.app);
    const order = await customerOrder(t.app, shop);
    await markPaid(t.app, shop, order.uuid);
    // As if it had been paid before this version: no invoice, no number taken.
    await t.database.db.delete(invoices).where(eq(invoices.orderId, order.uuid));
    await t.database.db.delete(invoiceCounters).where(eq(invoiceCounters.businessId, shop.business.id));
    const note = await t.database.db.transaction((tx) =>
      issueCreditNote(tx, { orderId: order.uuid, amountCents: 500, reason: 'Late' }),
    );
    expect(note?.number).toBe(`${thisYear()}-000002`);
    expect((await documentsOf(order.uuid)).map((d: { kind: string }) => d.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
  });
});
