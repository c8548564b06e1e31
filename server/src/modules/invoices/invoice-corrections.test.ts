import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/test-app';
import { customerOrder, invoiceShop, markPaid, thisYear } from './invoice-test-shop';

/*
 * An order's documents follow its money (docs/decisions/047): whatever happens to a paid order's
 * price and payment, its invoices less its credit notes state what the shop keeps for it, and no
 * issued document changes.
 */

const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof invoiceShop>>;
type Document = {
  kind: string;
  number: string;
  total: number;
  invoice_number: string | null;
  reason: string | null;
};

const post = (shop: Shop, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: shop.headers, payload });

async function documentsOf(shop: Shop, uuid: string): Promise<Document[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${uuid}/invoices`,
    headers: shop.headers,
  });
  return response.json().items;
}

/** Invoices less credit notes, in cents. */
const statedCents = (documents: Document[]) =>
  documents.reduce((sum, d) => sum + Math.round(d.total * 100) * (d.kind === 'invoice' ? 1 : -1), 0);

const summary = (documents: Document[]) => documents.map((d) => [d.kind, d.total, d.invoice_number]);

async function paidOrder(shop: Shop) {
  const order = await customerOrder(t.app, shop);
  expect((await markPaid(t.app, shop, order.uuid)).statusCode).toBe(200);
  return order;
}

const setPrice = (shop: Shop, uuid: string, price: number) =>
  post(shop, `/api/orders/${uuid}/prices`, { price, delivery_price: 5.9 });

describe('invoices follow the money', () => {
  it('credit the difference when a paid order’s price is lowered, and nothing more when it is given back', async () => {
    const shop = await invoiceShop(t.app);
    const order = await paidOrder(shop);
    expect((await setPrice(shop, order.uuid, 29.9)).statusCode).toBe(200);
    const year = thisYear();
    const documents = await documentsOf(shop, order.uuid);
    expect(summary(documents)).toEqual([
      ['invoice', 45.8, null],
      ['credit_note', 10, `${year}-000001`],
    ]);
    expect(documents[1]?.reason).toBe('Correction of the amount invoiced');
    // The 10.00 owed back goes back: the invoice already says so.
    expect(
      (await post(shop, `/api/orders/${order.uuid}/refunds`, { amount: 10, reason: 'Cheaper' })).statusCode,
    ).toBe(201);
    expect(await documentsOf(shop, order.uuid)).toHaveLength(2);
    expect(statedCents(await documentsOf(shop, order.uuid))).toBe(3580);
  });

  it('replace the invoice once a raised price is paid, and keep a part refund given back before', async () => {
    const shop = await invoiceShop(t.app);
    const order = await paidOrder(shop);
    expect(
      (await post(shop, `/api/orders/${order.uuid}/refunds`, { amount: 5, reason: 'Late' })).statusCode,
    ).toBe(201);
    expect((await setPrice(shop, order.uuid, 49.9)).statusCode).toBe(200);
    // Raised, not yet paid: the invoice still states what was kept.
    expect(await documentsOf(shop, order.uuid)).toHaveLength(2);
    const raised = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
    });
    expect(raised.json().amount_due).toBe(10);
    expect((await markPaid(t.app, shop, order.uuid)).statusCode).toBe(200);
    const year = thisYear();
    const documents = await documentsOf(shop, order.uuid);
    expect(summary(documents)).toEqual([
      ['invoice', 45.8, null],
      ['credit_note', 5, `${year}-000001`],
      ['credit_note', 40.8, `${year}-000001`],
      ['invoice', 55.8, null],
      ['credit_note', 5, `${year}-000004`],
    ]);
    expect(documents.map((d) => d.number)).toEqual([1, 2, 3, 4, 5].map((n) => `${year}-00000${n}`));
    expect(documents[2]?.reason).toBe('Replaced by a corrected invoice');
    // 45.80 + 10.00 received, 5.00 given back.
    expect(statedCents(documents)).toBe(5080);
  });

  it('credit the whole invoice when the payment is undone, and invoice again when it is paid again', async () => {
    const shop = await invoiceShop(t.app);
    const order = await paidOrder(shop);
    expect(
      (await post(shop, `/api/orders/${order.uuid}/unpaid`, { reason: 'Rang up twice' })).statusCode,
    ).toBe(200);
    const year = thisYear();
    const undone = await documentsOf(shop, order.uuid);
    expect(summary(undone)).toEqual([
      ['invoice', 45.8, null],
      ['credit_note', 45.8, `${year}-000001`],
    ]);
    expect(undone[1]?.reason).toBe('Rang up twice');
    expect((await markPaid(t.app, shop, order.uuid, 'card')).statusCode).toBe(200);
    const again = await documentsOf(shop, order.uuid);
    expect(summary(again).at(-1)).toEqual(['invoice', 45.8, null]);
    expect(statedCents(again)).toBe(4580);
  });
});
