import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, giftCardMovements, giftCards, mailOutbox } from '../../db/schema';
import { connectShop, sendEvent, setupCardApp, startCheckout } from '../../test/card-setup';
import { addStaff, bearer } from '../../test/fixtures';
import {
  buyGiftCard,
  giftCardCodePattern,
  codeMailedTo as sharedCodeMailedTo,
} from '../../test/gift-card-setup';
import { multipart } from '../../test/multipart';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop, payInCash, vatIncluded } from '../../test/shop-setup';
import { uniqueEmail, uniqueIp } from '../../test/test-app';
import { newGiftCardCode } from './gift-card-codes';
import { GIFT_CARD_TRIES } from './gift-cards.service';

/*
 * Gift cards (docs/decisions/044): issued once when the order that bought them is paid, e-mailed
 * with the code, applied on a later order and redeemed at its submission, never beyond the balance.
 */

const t = setupCardApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

type Order = {
  uuid: string;
  total: number;
  amount_due: number;
  payment_status: string;
  payment_method: string | null;
  payments: { id: string; kind: string; amount: number; code_last4: string }[];
};

const codePattern = giftCardCodePattern;

/** A gift card of `value` bought on the storefront and paid at the counter: its code, from the e-mail. */
const buyCard = (shop: Shop, value: number, language = 'en') =>
  buyGiftCard({ app: t.app, db: t.database.db }, shop, value, { language });

const codeMailedTo = (email: string) => sharedCodeMailedTo(t.database.db, email);

/** A flowers order (39.90 + 5.90 delivery = 45.80) staff started, not yet submitted. */
const flowersOrder = (shop: Shop, price = 39.9) => draftOrder(t.app, shop.headers, { price });

const apply = (uuid: string, code: string, ip = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/gift-card`,
    payload: { code },
    remoteAddress: ip,
  });

const submit = (uuid: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails(overrides),
    remoteAddress: uniqueIp(),
  });

const publicOrder = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).json<Order>();

async function cardOf(shop: Shop, last4: string) {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/gift-cards?q=${last4}`,
    headers: shop.headers,
  });
  expect(list.statusCode, list.body).toBe(200);
  const [card] = list.json<{ items: { id: string; balance: number }[] }>().items;
  if (!card) throw new Error('card not listed');
  const detail = await t.app.inject({
    method: 'GET',
    url: `/api/gift-cards/${card.id}`,
    headers: shop.headers,
  });
  return detail.json<{
    id: string;
    balance: number;
    initial_amount: number;
    movements: { type: string; amount: number; reason: string | null }[];
  }>();
}

describe('issuing', () => {
  it('writes the card’s e-mail in the language the buyer ordered in', async () => {
    const shop = await openShop(t.app);
    const { email } = await buyCard(shop, 25, 'de');
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%Gutschein%')));
    expect(mail?.subject).toMatch(/: Ihr Gutschein über 25,00\u00a0€$/);
    expect(mail?.text).toMatch(/Gutscheincode: [2-9A-Z]{4}-/);
  });

  it('issues one card when the order is paid, e-mails its code, and never issues it twice', async () => {
    const shop = await openShop(t.app);
    const { uuid, code } = await buyCard(shop, 50);
    expect(code).toMatch(codePattern);
    const cards = await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid));
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ balance: '50.00', initialAmount: '50.00', currency: 'EUR' });
    // The code itself is never stored, only its hash and last four.
    expect(JSON.stringify(cards[0])).not.toContain(code.replaceAll('-', ''));
    expect(cards[0]?.codeLast4).toBe(code.slice(-4));
    // Paid again: refused, and still one card.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'card' },
    });
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid))).toHaveLength(1);
    const card = await cardOf(shop, code.slice(-4));
    expect(card.movements).toEqual([expect.objectContaining({ type: 'issue', amount: 50 })]);
  });

  it('sells a gift card untaxed: the tax is due when it is spent', async () => {
    const shop = await openShop(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/tax',
      headers: shop.headers,
      payload: vatIncluded(19),
    });
    const product = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '50',
      kind: 'gift_card',
    });
    const form = multipart({ product_id: product.id, delivery_type: 'pickup' });
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    expect(cart.json()).toMatchObject({ total: 50, tax_total: 0 });
  });

  it('issues the card once when the card payment is reported, however often', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const product = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '25',
      kind: 'gift_card',
    });
    const form = multipart({ product_id: product.id, delivery_type: 'delivery' });
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    const uuid = cart.json<{ uuid: string }>().uuid;
    const email = uniqueEmail('online');
    expect((await submit(uuid, { sender_email: email })).statusCode).toBe(200);
    const { sessionId } = (await startCheckout(t.app, uuid)).json<{ sessionId: string }>();
    const event = t.provider.pay(sessionId);
    await sendEvent(t.app, event);
    await sendEvent(t.app, event);
    expect(await t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid))).toHaveLength(1);
    expect(await codeMailedTo(email)).toMatch(codePattern);
  });
});

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

describe('refusals', () => {
  it('answers the same for an unknown code, a mistyped one and another shop’s card', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const { code: otherCode } = await buyCard(other, 30);
    const order = await flowersOrder(shop);
    const answers = await Promise.all([
      apply(order.uuid, otherCode),
      apply(order.uuid, newGiftCardCode()),
      apply(order.uuid, 'ABC'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({
        message: 'This gift card code is not valid. Check it and try again.',
      });
    }
  });

  it('refuses an expired card and an empty one', async () => {
    const shop = await openShop(t.app);
    const { code, uuid } = await buyCard(shop, 10);
    const order = await flowersOrder(shop);
    await t.database.db.update(giftCards).set({ expiresOn: '2020-12-31' }).where(eq(giftCards.orderId, uuid));
    const expired = await apply(order.uuid, code);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toMatchObject({ message: 'This gift card has expired.' });
    await t.database.db
      .update(giftCards)
      .set({ expiresOn: null, balance: '0' })
      .where(eq(giftCards.orderId, uuid));
    const empty = await apply(order.uuid, code);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: 'This gift card has no balance left.' });
  });

  it('refuses a card on an order the customer can no longer change', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 10);
    const order = await flowersOrder(shop);
    await submit(order.uuid);
    await payInCash(t.app, shop, order.uuid);
    expect((await apply(order.uuid, code)).statusCode).toBe(409);
  });

  it('stops guessing: a client, and an order, get a few tries an hour', async () => {
    const shop = await openShop(t.app);
    const order = await flowersOrder(shop);
    const ip = uniqueIp();
    const tries = [];
    for (let i = 0; i <= GIFT_CARD_TRIES.perClient; i++)
      tries.push((await apply(order.uuid, newGiftCardCode(), ip)).statusCode);
    expect(tries.slice(0, GIFT_CARD_TRIES.perClient).every((s) => s === 404)).toBe(true);
    expect(tries.at(-1)).toBe(429);
    // From ever new addresses, the order itself is spent.
    const another = await flowersOrder(shop);
    const spread = [];
    for (let i = 0; i <= GIFT_CARD_TRIES.perOrder; i++)
      spread.push((await apply(another.uuid, newGiftCardCode())).statusCode);
    expect(spread.at(-1)).toBe(429);
  });
});

describe('staff screens', () => {
  it('adjusts a balance with a reason, audited, never below zero', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyCard(shop, 30);
    const card = await cardOf(shop, code.slice(-4));
    const adjust = (payload: Record<string, unknown>, headers = shop.headers) =>
      t.app.inject({ method: 'POST', url: `/api/gift-cards/${card.id}/adjustments`, headers, payload });
    expect((await adjust({ amount: 0, reason: 'nothing' })).statusCode).toBe(400);
    expect((await adjust({ amount: 5 })).statusCode).toBe(400);
    expect((await adjust({ amount: 5.555, reason: 'too precise' })).statusCode).toBe(400);
    expect((await adjust({ amount: -31, reason: 'too much' })).statusCode).toBe(400);
    const ok = await adjust({ amount: -10.5, reason: 'Paid part in cash by mistake' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      balance: 19.5,
      movements: [
        { type: 'adjust', amount: -10.5, reason: 'Paid part in cash by mistake', by: expect.any(Object) },
        { type: 'issue' },
      ],
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, card.id), eq(auditEvents.action, 'gift_card.adjusted')));
    expect(event?.changes).toMatchObject({ balance: { from: '30.00', to: '19.50' } });
    const movements = await t.database.db
      .select()
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, card.id));
    expect(movements.reduce((sum, m) => sum + Number(m.amount), 0)).toBeCloseTo(19.5, 2);
  });

  it('is for owners and managers of the card’s shop only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const { code } = await buyCard(shop, 30);
    const card = await cardOf(shop, code.slice(-4));
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const calls = [
      { method: 'GET' as const, url: '/api/gift-cards' },
      { method: 'GET' as const, url: `/api/gift-cards/${card.id}` },
      {
        method: 'POST' as const,
        url: `/api/gift-cards/${card.id}/adjustments`,
        payload: { amount: 1, reason: 'Goodwill' },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: bearer(florist.access) })).statusCode).toBe(403);
      expect((await t.app.inject({ ...call, headers: bearer(manager.access) })).statusCode).toBe(200);
    }
    expect((await t.app.inject({ ...calls[1], headers: other.headers } as never)).statusCode).toBe(404);
    expect((await t.app.inject({ ...calls[2], headers: other.headers } as never)).statusCode).toBe(404);
    const otherList = await t.app.inject({ method: 'GET', url: '/api/gift-cards', headers: other.headers });
    expect(otherList.json()).toMatchObject({ items: [] });
    // Found by the whole code as well as by its last four.
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/gift-cards?q=${code}`,
      headers: shop.headers,
    });
    expect(byCode.json()).toMatchObject({ items: [{ id: card.id, bought_by: 'Ada Lovelace' }] });
  });
});
