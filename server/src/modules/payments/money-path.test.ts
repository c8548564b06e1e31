import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardMovements, giftCards, orders, paymentEntries } from '../../db/schema';
import { buyGiftCard, spendGiftCard } from '../../test/gift-card-setup';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * One money path (docs/decisions/048): money received is a row of its own, refunds never exceed
 * it whatever the price becomes, a payment undone stands beside its reversal, and the cards an
 * order bought are never worth more than the money that stays for them.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const post = (shop: Shop, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: shop.headers, payload });
const get = (shop: Shop, url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });

async function paidPickup(shop: Shop, price: number, method = 'cash') {
  const order = await draftOrder(t.app, shop.headers, { method: 'pickup', price });
  expect((await post(shop, `/api/orders/${order.uuid}/paid`, { payment_method: method })).statusCode).toBe(
    200,
  );
  return order;
}

const intern = async (shop: Shop, uuid: string) =>
  (await get(shop, `/api/orders/${uuid}/intern`)).json<{
    total: number;
    amount_due: number;
    payment_status: string;
    payment_method: string | null;
  }>();

const journal = (orderId: string) =>
  t.database.db.select().from(paymentEntries).where(eq(paymentEntries.orderId, orderId));

const cardRow = async (orderId: string) =>
  (await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId)))[0];

describe('money received, whatever the price becomes', () => {
  it('refuses a refund above what was received after the price of a paid order was raised', async () => {
    const shop = await openShop(t.app);
    const order = await paidPickup(shop, 10);
    expect(
      (await post(shop, `/api/orders/${order.uuid}/prices`, { price: 1000, delivery_price: null }))
        .statusCode,
    ).toBe(200);
    // The raise is due, not paid: the order says so.
    expect(await intern(shop, order.uuid)).toMatchObject({
      total: 1000,
      amount_due: 990,
      payment_status: 'done',
    });
    const refund = await post(shop, `/api/orders/${order.uuid}/refunds`, { amount: 1000, reason: 'Try' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().details).toMatchObject({ refundable: 10 });
    // Taking the difference is a second payment in the journal; then all of it may go back.
    expect((await post(shop, `/api/orders/${order.uuid}/paid`, { payment_method: 'card' })).statusCode).toBe(
      200,
    );
    expect((await journal(order.uuid)).map((e) => [e.kind, e.method, e.amountCents]).sort()).toEqual([
      ['payment', 'card', 99_000],
      ['payment', 'cash', 1_000],
    ]);
    expect(await intern(shop, order.uuid)).toMatchObject({ amount_due: 0, payment_method: 'cash' });
    expect((await post(shop, `/api/orders/${order.uuid}/paid`, { payment_method: 'cash' })).statusCode).toBe(
      409,
    );
    const back = await post(shop, `/api/orders/${order.uuid}/refunds`, { amount: 1000, reason: 'All' });
    expect(back.statusCode, back.body).toBe(201);
    expect((await intern(shop, order.uuid)).payment_status).toBe('refunded');
  });

  it('shows what is owed back when the price of a paid order was lowered', async () => {
    const shop = await openShop(t.app);
    const order = await paidPickup(shop, 50);
    await post(shop, `/api/orders/${order.uuid}/prices`, { price: 30, delivery_price: null });
    const refunds = (await get(shop, `/api/orders/${order.uuid}/refunds`)).json();
    expect(refunds).toMatchObject({ refunded_total: 0, refundable: 50 });
    expect((await intern(shop, order.uuid)).amount_due).toBe(0);
    expect(
      (await post(shop, `/api/orders/${order.uuid}/refunds`, { amount: 20, reason: 'Cheaper' })).statusCode,
    ).toBe(201);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row).toMatchObject({ receivedTotal: '50.00', refundedTotal: '20.00', paymentStatus: 'done' });
  });

  it('keeps an undone payment in the ledger with its reversal beside it, and nets it out of revenue', async () => {
    const shop = await openShop(t.app);
    const order = await paidPickup(shop, 42);
    expect((await post(shop, `/api/orders/${order.uuid}/unpaid`, { reason: 'Wrong order' })).statusCode).toBe(
      200,
    );
    const today = new Date().toISOString().slice(0, 10);
    const range = `start=${today}&end=${today}`;
    const ledger = (await get(shop, `/api/payments?${range}`)).json();
    expect(ledger.items.map((p: { kind: string; amount: number }) => [p.kind, p.amount])).toEqual([
      ['reversal', -42],
      ['payment', 42],
    ]);
    expect(ledger.items[0].reason).toBe('Wrong order');
    expect((await get(shop, `/api/revenue?${range}`)).json().total).toBe(0);
    // Paid again, the order has a new payment row; undone rows stay as they were.
    expect((await post(shop, `/api/orders/${order.uuid}/paid`, { payment_method: 'card' })).statusCode).toBe(
      200,
    );
    expect((await journal(order.uuid)).map((e) => e.amountCents).sort((a, b) => a - b)).toEqual([
      -4200, 4200, 4200,
    ]);
  });

  it('refuses to delete an order whose money the shop kept', async () => {
    const shop = await openShop(t.app);
    const order = await paidPickup(shop, 25);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('25.00 paid');
  });
});

describe('gift cards bought, when their money goes back', () => {
  it('refuses undo on an order paid wholly by gift card (409), and leaves card and order as they were', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 100);
    const order = await draftOrder(t.app, shop.headers, { price: 30 });
    const placed = await spendGiftCard(t.app, shop, { uuid: order.uuid, code });
    expect(placed.json()).toMatchObject({
      payment_status: 'done',
      payment_method: 'gift_card',
      amount_due: 0,
    });
    const undo = await post(shop, `/api/orders/${order.uuid}/unpaid`, { reason: 'Mistake' });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toMatch(/gift card/i);
    expect(await intern(shop, order.uuid)).toMatchObject({
      payment_status: 'done',
      payment_method: 'gift_card',
    });
  });

  // A card bought on the storefront is an order of a gift card alone, with no delivery: 100.00.
  it('voids the card an order bought when its money is refunded in full', async () => {
    const shop = await openShop(t.app);
    const { uuid } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 100);
    // Part of the money back voids the card by as much.
    expect((await post(shop, `/api/orders/${uuid}/refunds`, { amount: 5, reason: 'Late' })).statusCode).toBe(
      201,
    );
    expect((await cardRow(uuid))?.balance).toBe('95.00');
    const response = await post(shop, `/api/orders/${uuid}/refunds`, { amount: 95, reason: 'Changed mind' });
    expect(response.statusCode, response.body).toBe(201);
    const card = await cardRow(uuid);
    expect(card?.balance).toBe('0.00');
    const voids = await t.database.db
      .select()
      .from(giftCardMovements)
      .where(and(eq(giftCardMovements.giftCardId, card?.id as string), eq(giftCardMovements.type, 'void')));
    expect(voids.map((v) => v.amount).sort()).toEqual(['-5.00', '-95.00']);
  });

  it('caps the refund at what is left on the card once part of it was spent, and says how much was spent', async () => {
    const shop = await openShop(t.app);
    const bought = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 100);
    const spending = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 30 });
    const placed = await spendGiftCard(t.app, shop, { uuid: spending.uuid, code: bought.code });
    expect(placed.statusCode, placed.body).toBe(200);
    const tooMuch = await post(shop, `/api/orders/${bought.uuid}/refunds`, { amount: 100, reason: 'All' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toContain('30.00 of the gift cards it bought was already spent');
    // What is left on the card (70.00): the order had nothing else.
    expect(tooMuch.json().details.refundable).toBe(70);
    const undo = await post(shop, `/api/orders/${bought.uuid}/unpaid`, { reason: 'Mistake' });
    expect(undo.statusCode).toBe(409);
    expect(
      (await post(shop, `/api/orders/${bought.uuid}/refunds`, { amount: 70, reason: 'Rest' })).statusCode,
    ).toBe(201);
    expect((await cardRow(bought.uuid))?.balance).toBe('0.00');
  });

  it('voids what is left when a payment for a card is undone', async () => {
    const shop = await openShop(t.app);
    const { uuid } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 40);
    expect(
      (await post(shop, `/api/orders/${uuid}/unpaid`, { reason: 'Not paid after all' })).statusCode,
    ).toBe(200);
    expect((await cardRow(uuid))?.balance).toBe('0.00');
    expect(await intern(shop, uuid)).toMatchObject({ payment_status: 'pending', amount_due: 40 });
  });
});

describe('a card bought, undone and paid again', () => {
  it('holds its value again, with no second card issued', async () => {
    const shop = await openShop(t.app);
    const { uuid } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 40);
    await post(shop, `/api/orders/${uuid}/unpaid`, { reason: 'Mistake' });
    expect((await post(shop, `/api/orders/${uuid}/paid`, { payment_method: 'card' })).statusCode).toBe(200);
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid));
    expect(cards.map((c) => c.balance)).toEqual(['40.00']);
  });
});

describe('a card bought, undone, made cheaper and paid again', () => {
  it('holds only what the new payment kept for it', async () => {
    const shop = await openShop(t.app);
    const { uuid } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 6);
    await post(shop, `/api/orders/${uuid}/unpaid`, { reason: 'Mistake' });
    expect(
      (await post(shop, `/api/orders/${uuid}/prices`, { price: 0.01, delivery_price: 5.9 })).statusCode,
    ).toBe(200);
    expect((await post(shop, `/api/orders/${uuid}/paid`, { payment_method: 'cash' })).statusCode).toBe(200);
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid));
    expect(cards.map((c) => c.balance)).toEqual(['0.01']);
  });
});
