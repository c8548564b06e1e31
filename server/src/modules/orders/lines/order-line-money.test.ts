import { describe, expect, it } from 'vitest';
import { lineShop, markPaid, placedOrder, putLines, twoLines } from '../../../test/line-edit-setup';
import { createProduct } from '../../../test/product-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * The lines of a paid order change (docs/decisions/054): the difference shows as due or as owed
 * back through the one money path (ADR 048), nothing is refunded by itself, and the invoices
 * follow the money (ADR 049). Gift cards it bought are issued: their lines stay as they are.
 */

const t = setupTestApp();

const intern = async (headers: Record<string, string>, uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/intern`, headers })).json();
const documents = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/invoices` })).json().items as {
    kind: string;
    total: number;
  }[];
const refund = (headers: Record<string, string>, uuid: string, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/refunds`,
    headers,
    payload: { amount, reason: 'Fewer tulips' },
  });

/** A paid order of `quantity` × Tulip bunch (20 each) delivered for 5.90. */
async function paidTulips(quantity: number) {
  const s = await lineShop(t.app);
  const order = await placedOrder(t.app, s.shop, [{ product_id: s.tulips.id, quantity }]);
  await markPaid(t.app, s.shop.headers, order.uuid);
  const line = order.items[0] as { id: string };
  return { s, order, line };
}

describe('changing the lines of a paid order', () => {
  it('raised: shows the difference as due, taken as a second payment, then a new invoice', async () => {
    const { s, order, line } = await paidTulips(2);
    expect(await intern(s.shop.headers, order.uuid)).toMatchObject({ total: 45.9, amount_due: 0 });
    const raised = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: line.id, quantity: 3 }],
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      total: 65.9,
      amount_due: 20,
      owed_back: 0,
      received_total: 45.9,
      payment_status: 'done',
    });
    // Until the difference is paid the invoice states what was paid.
    expect(await documents(order.uuid)).toMatchObject([{ kind: 'invoice', total: 45.9 }]);
    await markPaid(t.app, s.shop.headers, order.uuid);
    expect(await intern(s.shop.headers, order.uuid)).toMatchObject({ amount_due: 0, received_total: 65.9 });
    const docs = await documents(order.uuid);
    expect(docs.filter((d) => d.kind === 'invoice').map((d) => d.total)).toEqual([45.9, 65.9]);
  });

  it('lowered: shows what is owed back and credits it, refunds nothing by itself; a refund is capped', async () => {
    const { s, order, line } = await paidTulips(3);
    const lowered = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: line.id, quantity: 1 }],
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(lowered.json()).toMatchObject({
      total: 25.9,
      amount_due: 0,
      owed_back: 40,
      received_total: 65.9,
      refunded_total: 0,
    });
    expect(await documents(order.uuid)).toMatchObject([
      { kind: 'invoice', total: 65.9 },
      { kind: 'credit_note', total: 40 },
    ]);
    const refunded = await refund(s.shop.headers, order.uuid, 40);
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await intern(s.shop.headers, order.uuid)).toMatchObject({ owed_back: 0, refunded_total: 40 });
    // The money owed back was credited when the price changed: its refund issues nothing more.
    expect(await documents(order.uuid)).toHaveLength(2);
    // No more goes back than was received less what was given back (65.90 − 40).
    const tooMuch = await refund(s.shop.headers, order.uuid, 30);
    expect(tooMuch.statusCode).toBe(409);
    expect((await refund(s.shop.headers, order.uuid, 25.9)).statusCode).toBe(201);
  });

  it('keeps the gift-card lines of a paid order as they are, and takes no new gift card', async () => {
    const s = await lineShop(t.app);
    const card = await createProduct(t.app, s.shop.headers, {
      name: 'Gift card',
      price: '25',
      kind: 'gift_card',
    });
    const order = await placedOrder(t.app, s.shop, [{ product_id: s.tulips.id }, { product_id: card.id }]);
    const [tulips, gift] = twoLines(order);
    // Unpaid, the gift card is a line like another.
    const unpaid = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [
        { id: tulips.id, quantity: 1 },
        { id: gift.id, quantity: 1 },
      ],
    });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    await markPaid(t.app, s.shop.headers, order.uuid);
    for (const kept of [
      [{ id: tulips.id, quantity: 1 }],
      [
        { id: tulips.id, quantity: 1 },
        { id: gift.id, quantity: 2 },
      ],
    ]) {
      const refused = await putLines(t.app, s.shop.headers, order.uuid, { kept });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toContain('gift cards');
    }
    const newCard = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [
        { id: tulips.id, quantity: 1 },
        { id: gift.id, quantity: 1 },
      ],
      items: [{ product_id: card.id }],
    });
    expect(newCard.statusCode).toBe(409);
    const flowersOnly = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [
        { id: tulips.id, quantity: 2 },
        { id: gift.id, quantity: 1 },
      ],
    });
    expect(flowersOnly.statusCode, flowersOnly.body).toBe(200);
    expect(flowersOnly.json()).toMatchObject({ amount_due: 20 });
  });
});
