import type { CounterOrderAnswer } from '@contract/counter';
import { GIFT_CARD_ALPHABET } from '@contract/gift-cards';
import { decimalToCents } from '@contract/money';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardMovements, giftCards, orders, paymentEntries } from '../../../db/schema';
import { addStaff } from '../../../test/fixtures';
import { buyGiftCard } from '../../../test/gift-card-setup';
import { openShop, sellAtCounter } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * A customer pays with gift cards at the counter in the sale's one call (docs/decisions/052): the
 * cards pay what they hold, the till the rest; a card the order page would refuse is refused
 * beside its code, and the sale writes nothing.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A nameless walk-in taking €45 of flowers along, paying the rest in cash. */
const sell = (shop: Shop, payload: Record<string, unknown>, remoteAddress = uniqueIp()) =>
  sellAtCounter(t.app, shop.headers, { price: 45, ...payload }, remoteAddress);

const balanceOf = async (shop: Shop, code: string) => {
  const last4 = code.slice(-4);
  const [card] = await t.database.db
    .select({ balance: giftCards.balance, codeLast4: giftCards.codeLast4 })
    .from(giftCards)
    .where(eq(giftCards.businessId, shop.business.id));
  expect(card?.codeLast4).toBe(last4);
  return card?.balance;
};

/** Money the shop's journal holds, what its gift cards still owe, and today's revenue, in cents. */
async function books(shop: Shop) {
  const [journal] = await t.database.db
    .select({ cents: sql<string>`coalesce(sum(${paymentEntries.amountCents}), 0)` })
    .from(paymentEntries)
    .where(eq(paymentEntries.businessId, shop.business.id));
  const [owed] = await t.database.db
    .select({ balance: sql<string>`coalesce(sum(${giftCards.balance}), 0)` })
    .from(giftCards)
    .where(eq(giftCards.businessId, shop.business.id));
  const today = new Date().toISOString().slice(0, 10);
  const revenue = await t.app.inject({
    method: 'GET',
    url: `/api/revenue?start=${today}&end=${today}`,
    headers: shop.headers,
  });
  return {
    money: Number(journal?.cents ?? 0),
    owed: decimalToCents(String(owed?.balance ?? '0')),
    revenue: Math.round(revenue.json<{ total: number }>().total * 100),
  };
}

/** A card of `value` bought from `shop` and paid in cash: its code. */
const card = (shop: Shop, value: number) => buyGiftCard({ app: t.app, db: t.database.db }, shop, value);

const ordersOf = (shop: Shop) =>
  t.database.db.select().from(orders).where(eq(orders.businessId, shop.business.id));

describe('gift cards redeemed at the counter', () => {
  it('pay €30 of a walk-in’s €45 with €15 in cash, with no name or e-mail, and the books hold', async () => {
    const shop = await openShop(t.app);
    const { code } = await card(shop, 30);
    // Typed as people type it: lower case, spaces for dashes.
    const response = await sell(shop, {
      redeem_gift_cards: [` ${code.toLowerCase().replaceAll('-', ' ')} `],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<CounterOrderAnswer>();
    expect(order).toMatchObject({
      total: 45,
      payment_status: 'done',
      payment_method: 'cash',
      order_status: 'done',
      sender_name: 'Walk-in',
      sender_email: null,
      amount_due: 0,
      payments: [{ kind: 'gift_card', amount: 30, code_last4: code.slice(-4) }],
    });
    expect(await balanceOf(shop, code)).toBe('0.00');
    const money = await t.database.db
      .select()
      .from(paymentEntries)
      .where(eq(paymentEntries.orderId, order.uuid));
    expect(money.map((m) => [m.kind, m.method, m.amountCents])).toEqual([['payment', 'cash', 1500]]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.uuid));
    expect(row).toMatchObject({ giftCardTotal: '30.00', receivedTotal: '15.00' });
    // €30 for the card and €15 for the flowers came in; €45 is revenue, the card owes nothing more.
    expect(await books(shop)).toEqual({ money: 4500, owed: 0, revenue: 4500 });
  });

  it('pay all of it: the order is paid by gift card, no cash is taken, the card keeps the rest', async () => {
    const shop = await openShop(t.app);
    const { code } = await card(shop, 50);
    const response = await sell(shop, { redeem_gift_cards: [code] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CounterOrderAnswer>()).toMatchObject({
      payment_status: 'done',
      payment_method: 'gift_card',
      amount_due: 0,
      payments: [{ kind: 'gift_card', amount: 45 }],
    });
    expect(await balanceOf(shop, code)).toBe('5.00');
    const money = await t.database.db
      .select()
      .from(paymentEntries)
      .where(eq(paymentEntries.orderId, response.json<CounterOrderAnswer>().uuid));
    expect(money).toEqual([]);
    expect(await books(shop)).toEqual({ money: 5000, owed: 500, revenue: 4500 });
  });

  it('leave the rest due on a phone order not paid yet', async () => {
    const shop = await openShop(t.app);
    const { code } = await card(shop, 20);
    const response = await sell(shop, {
      origin: 'phone',
      pickup_now: false,
      handed_over: false,
      customer_name: 'Pia Phone',
      delivery_date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      time_slot: '13:00-17:00',
      paid_with: undefined,
      redeem_gift_cards: [code],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CounterOrderAnswer>()).toMatchObject({
      payment_status: 'pending',
      amount_due: 25,
      payments: [{ kind: 'gift_card', amount: 20 }],
    });
    expect(await balanceOf(shop, code)).toBe('0.00');
  });

  it('refuse another shop’s card with 400 beside its code, and write nothing', async () => {
    const other = await openShop(t.app);
    const { code } = await card(other, 50);
    const shop = await openShop(t.app);
    const response = await sell(shop, { redeem_gift_cards: [code] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { 'redeem_gift_cards.0': 'This gift card code is not valid' },
    });
    expect(await ordersOf(shop)).toEqual([]);
    expect(await balanceOf(other, code)).toBe('50.00');
  });

  it('refuse a spent card (and a good card beside it is not spent either)', async () => {
    const shop = await openShop(t.app);
    const spent = (await card(shop, 45)).code;
    expect((await sell(shop, { redeem_gift_cards: [spent] })).statusCode).toBe(201);
    const before = await ordersOf(shop);
    const good = (await card(shop, 10)).code;
    const response = await sell(shop, { redeem_gift_cards: [good, spent] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual({ 'redeem_gift_cards.1': 'This gift card has no balance left' });
    // Only the card's own order was added since; the good card was not touched.
    expect((await ordersOf(shop)).length).toBe(before.length + 1);
    const movements = await t.database.db
      .select()
      .from(giftCardMovements)
      .where(eq(giftCardMovements.businessId, shop.business.id));
    expect(movements.map((m) => m.type).sort()).toEqual(['issue', 'issue', 'redeem']);
  });

  it('refuse the same card twice in the list, however it is typed, before anything is read', async () => {
    const shop = await openShop(t.app);
    const { code } = await card(shop, 30);
    const response = await sell(shop, { redeem_gift_cards: [code, code.replaceAll('-', '').toLowerCase()] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual({
      'redeem_gift_cards.1': 'This gift card is already in the list',
    });
    expect(await balanceOf(shop, code)).toBe('30.00');
  });

  it('refuse a card for an order of gift cards alone: a card never buys another', async () => {
    const shop = await openShop(t.app);
    const { code } = await card(shop, 30);
    const response = await sell(shop, { price: 0, gift_cards: [{ value: 20 }], redeem_gift_cards: [code] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details).toEqual({
      'redeem_gift_cards.0': 'A gift card cannot pay for gift cards',
    });
  });
});

describe('codes refused at the counter', () => {
  /** A code of the right shape that no card has (each n its own). */
  const guess = (n: number) => `ZZZZ-ZZZZ-ZZZZ-ZZZ${GIFT_CARD_ALPHABET[n]}`;
  const asFlorist = async (shop: Shop) => {
    const { access } = await addStaff(t.app, t.database.db, {
      businessId: shop.business.id,
      role: 'florist',
    });
    return { ...shop, headers: { authorization: `Bearer ${access}` } };
  };

  it('count per member of staff: after 10 refused in an hour they redeem no code, another member still does', async () => {
    const shop = await openShop(t.app);
    const { code } = await card(shop, 30);
    for (let n = 0; n < 10; n++) {
      const wrong = await sell(shop, { redeem_gift_cards: [guess(n)] });
      expect(wrong.statusCode, wrong.body).toBe(400);
    }
    const limited = await sell(shop, { redeem_gift_cards: [code] });
    expect(limited.statusCode, limited.body).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(await balanceOf(shop, code)).toBe('30.00');
    // A sale without cards is not held up, and a colleague at the next till redeems the card.
    expect((await sell(shop, {})).statusCode).toBe(201);
    const colleague = await asFlorist(shop);
    const redeemed = await sell(colleague, { redeem_gift_cards: [code] });
    expect(redeemed.statusCode, redeemed.body).toBe(201);
    expect(await balanceOf(shop, code)).toBe('0.00');
  });

  it('never stop a till that redeems card after card: a code that pays is not a guess', async () => {
    const shop = await openShop(t.app);
    for (let n = 0; n < 12; n++) {
      const { code } = await card(shop, 50);
      const sale = await sell(shop, { redeem_gift_cards: [code] });
      expect(sale.statusCode, `sale ${n + 1}: ${sale.body}`).toBe(201);
    }
  });

  it('bound the shop’s refused codes too, whoever types them (30 an hour)', async () => {
    const shop = await openShop(t.app);
    for (let member = 0; member < 3; member++) {
      const florist = await asFlorist(shop);
      for (let n = 0; n < 10; n++) {
        expect((await sell(florist, { redeem_gift_cards: [guess(n)] })).statusCode).toBe(400);
      }
    }
    const limited = await sell(await asFlorist(shop), { redeem_gift_cards: [guess(11)] });
    expect(limited.statusCode, limited.body).toBe(429);
  });
});
