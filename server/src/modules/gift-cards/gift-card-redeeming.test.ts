import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { connectShop, sendEvent, startCheckout } from '../../test/card-setup';
import { openShop, payInCash } from '../../test/shop-setup';
import { type Order, setupGiftCards } from './gift-cards-setup';

/*
 * Redeeming gift cards (docs/decisions/044): a code applied to a later order pays it, in full or in
 * part, at its submission, never beyond the balance even when orders are placed at once; deleting,
 * refunding or taking the card off gives the money back to the card.
 */

const { t, buyCard, flowersOrder, apply, submit, publicOrder, cardOf } = setupGiftCards();

describe('redeeming', () => {
  it('pays an order in full: paid by gift card at submission, the rest stays on the card', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 50);
    const order = await flowersOrder(shop);
    const applied = await apply(order.uuid, code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    // Before submission: what the card would pay (the delivery price is not known yet).
    expect(applied.json<Order>()).toMatchObject({
      payments: [{ kind: 'gift_card', amount: 39.9, code_last4: code.slice(-4) }],
      amount_due: 0,
    });
    const placed = await submit(order.uuid);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json<Order>()).toMatchObject({
      total: 45.8,
      amount_due: 0,
      payment_status: 'done',
      payment_method: 'gift_card',
      payments: [{ amount: 45.8 }],
    });
    expect(await publicOrder(order.uuid)).toMatchObject({ amount_due: 0, payments: [{ amount: 45.8 }] });
    const card = await cardOf(shop, code.slice(-4));
    expect(card.balance).toBe(4.2);
    expect(card.movements.map((m) => [m.type, m.amount])).toEqual([
      ['redeem', -45.8],
      ['issue', 50],
    ]);
  });

  it('pays in part: the card checkout charges what is left, and the payment event must match it', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { code } = await buyCard(shop, 20);
    const order = await flowersOrder(shop);
    await apply(order.uuid, code);
    const placed = await submit(order.uuid);
    expect(placed.json<Order>()).toMatchObject({ total: 45.8, amount_due: 25.8, payment_status: 'pending' });
    expect((await cardOf(shop, code.slice(-4))).balance).toBe(0);
    const checkout = await startCheckout(t.app, order.uuid);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { sessionId } = checkout.json<{ sessionId: string }>();
    expect(t.provider.sessions.get(sessionId)).toMatchObject({ amount_total: 2580 });
    await sendEvent(t.app, t.provider.pay(sessionId));
    expect(await publicOrder(order.uuid)).toMatchObject({ payment_status: 'done', payment_method: 'online' });
    const ledger = await t.app.inject({
      method: 'GET',
      url: `/api/payments?start=2000-01-01&end=2100-01-01`,
      headers: shop.headers,
    });
    // Two rows of the ledger (ADR 048): the money the card provider took, and what the card paid.
    const rows = ledger.json<{ items: { order_uuid: string; gift_card_amount: number }[] }>().items;
    expect(rows).toContainEqual(
      expect.objectContaining({
        order_uuid: order.uuid,
        amount: 25.8,
        payment_method: 'online',
        gift_card_amount: 0,
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        order_uuid: order.uuid,
        amount: 20,
        payment_method: 'gift_card',
        gift_card_amount: 20,
      }),
    );
  });

  it('never spends a card twice when two orders are submitted at the same moment', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 50);
    const orders = await Promise.all([1, 2, 3].map(() => flowersOrder(shop)));
    for (const order of orders) expect((await apply(order.uuid, code)).statusCode).toBe(200);
    const placed = await Promise.all(
      orders.map((order, i) =>
        submit(order.uuid, { sender_email: `twin-${i}@example.com`, time_slot: '13:00-17:00' }),
      ),
    );
    expect(placed.map((p) => p.statusCode)).toEqual([200, 200, 200]);
    const paid = placed.map((p) => p.json<Order>().payments[0]?.amount ?? 0);
    expect(paid.reduce((a, b) => a + b, 0)).toBeCloseTo(50, 2);
    expect(paid.sort()).toEqual([0, 4.2, 45.8]);
    const card = await cardOf(shop, code.slice(-4));
    expect(card.balance).toBe(0);
    const redeemed = card.movements.filter((m) => m.type === 'redeem').reduce((s, m) => s - m.amount, 0);
    expect(redeemed).toBeCloseTo(50, 2);
  });

  it('lets orders that hold the same two cards, applied in opposite orders, all be placed at once', async () => {
    const shop = await openShop(t.app);
    const first = (await buyCard(shop, 500)).code;
    const second = (await buyCard(shop, 500)).code;
    const orders = await Promise.all([1, 2, 3, 4].map(() => flowersOrder(shop)));
    for (const [i, order] of orders.entries()) {
      const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
      expect((await apply(order.uuid, a)).statusCode).toBe(200);
      expect((await apply(order.uuid, b)).statusCode).toBe(200);
    }
    // Each locks both cards, in the order of their ids whatever the order applied, and waits its turn.
    const placed = await Promise.all(
      orders.map((order, i) =>
        submit(order.uuid, { sender_email: `pair-${i}@example.com`, time_slot: '13:00-17:00' }),
      ),
    );
    expect(placed.map((p) => p.statusCode)).toEqual([200, 200, 200, 200]);
    const left =
      (await cardOf(shop, first.slice(-4))).balance + (await cardOf(shop, second.slice(-4))).balance;
    expect(left).toBeCloseTo(1000 - 4 * 45.8, 2);
  });

  it('gives the money back to the card when the order is deleted or refunded', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 20);
    const deleted = await flowersOrder(shop);
    await apply(deleted.uuid, code);
    await submit(deleted.uuid);
    expect((await cardOf(shop, code.slice(-4))).balance).toBe(0);
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${deleted.uuid}`,
      headers: shop.headers,
    });
    expect(removal.statusCode, removal.body).toBe(204);
    expect((await cardOf(shop, code.slice(-4))).balance).toBe(20);

    const refunded = await flowersOrder(shop);
    await apply(refunded.uuid, code);
    await submit(refunded.uuid);
    await payInCash(t.app, shop, refunded.uuid);
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${refunded.uuid}/refunds`,
      headers: shop.headers,
      payload: { amount: 25.8, reason: 'Wrong flowers' },
    });
    expect(refund.statusCode, refund.body).toBe(201);
    const card = await cardOf(shop, code.slice(-4));
    expect(card.balance).toBe(20);
    expect(card.movements.map((m) => m.type)).toEqual(['release', 'redeem', 'release', 'redeem', 'issue']);
    // Each movement is in the card's trail too: who moved it, and its balance before and after.
    const trail = await t.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorKind, changes: auditEvents.changes })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'gift_card'), eq(auditEvents.entityId, card.id)))
      .orderBy(asc(auditEvents.id));
    expect(trail.map((e) => [e.action, e.actor, (e.changes as { balance: unknown }).balance])).toEqual([
      ['gift_card.redeemed', 'customer', { from: 20, to: 0 }],
      ['gift_card.released', 'staff', { from: 0, to: 20 }],
      ['gift_card.redeemed', 'customer', { from: 20, to: 0 }],
      ['gift_card.released', 'staff', { from: 0, to: 20 }],
    ]);
  });

  it('takes a card off an order, and gives back what it paid', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 20);
    const order = await flowersOrder(shop);
    await apply(order.uuid, code);
    await submit(order.uuid);
    const off = await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.uuid}/gift-card` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<Order>()).toMatchObject({ payments: [], amount_due: 45.8 });
    expect((await cardOf(shop, code.slice(-4))).balance).toBe(20);
  });
});
