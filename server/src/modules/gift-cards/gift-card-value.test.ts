import type { PublicOrder } from '@contract/orders';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCards, mailOutbox } from '../../db/schema';
import { createDiscountCode } from '../../test/discount-setup';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, openShop, payInCash } from '../../test/shop-setup';
import { setupTestApp, uniqueEmail, uniqueIp } from '../../test/test-app';

/*
 * A gift card is never worth more than the money received for it (docs/decisions/046): a discount
 * code leaves gift-card lines alone and does not count them towards its minimum, cards never pay
 * for cards, and a card is issued for what its line was paid.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

async function shopWithCard() {
  const shop = await openShop(t.app);
  const flowers = await createProduct(t.app, shop.headers, { name: 'Roses', price: '50' });
  const card = await createProduct(t.app, shop.headers, {
    name: 'Gift card',
    price: '100',
    kind: 'gift_card',
  });
  return { shop, flowers, card };
}

const cart = async (shop: Shop, items: { product_id: string }[]) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    payload: { delivery_type: 'delivery', items },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PublicOrder>();
};
const makeCode = (shop: Shop, payload: Record<string, unknown>) =>
  createDiscountCode(t.app, shop, { kind: 'percent', value: 20, ...payload });
const applyCode = (uuid: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/discount`,
    payload: { code },
    remoteAddress: uniqueIp(),
  });
const applyCard = (uuid: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/gift-card`,
    payload: { code },
    remoteAddress: uniqueIp(),
  });
const submit = async (uuid: string, email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails({ sender_email: email }),
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublicOrder>();
};
const markPaid = (shop: Shop, uuid: string) => payInCash(t.app, shop, uuid);
const cardsOf = (uuid: string) => t.database.db.select().from(giftCards).where(eq(giftCards.orderId, uuid));

/** A card of `value` bought and paid in cash: its code, from the e-mail. */
async function boughtCard(shop: Shop, cardProduct: string) {
  const order = await cart(shop, [{ product_id: cardProduct }]);
  const email = uniqueEmail('buyer');
  await submit(order.uuid, email);
  expect((await markPaid(shop, order.uuid)).statusCode).toBe(200);
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%gift card%')));
  const code = /([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

describe('a discount code and a gift card on one order', () => {
  it('takes 20 % off the flowers only: the €100 card is issued at €100 and paid in full', async () => {
    const { shop, flowers, card } = await shopWithCard();
    await makeCode(shop, { code: 'SPRING20' });
    const order = await cart(shop, [{ product_id: flowers.id }, { product_id: card.id }]);
    const applied = await applyCode(order.uuid, 'SPRING20');
    expect(applied.statusCode, applied.body).toBe(200);
    // 50 × 0.8 + 100: the card is neither discounted nor taxed.
    expect(applied.json()).toMatchObject({ price: 150, discount_total: 10, total: 140 });
    const placed = await submit(order.uuid, uniqueEmail('spring'));
    // Delivery 5.90 on top: 40 + 100 + 5.90.
    expect(placed).toMatchObject({ total: 145.9, discount_total: 10, amount_due: 145.9 });
    expect((await markPaid(shop, order.uuid)).statusCode).toBe(200);
    expect((await cardsOf(order.uuid)).map((c) => c.initialAmount)).toEqual(['100.00']);
  });

  it('no longer turns a 100 % code and a card with a balance into a €0 order issuing a €100 card', async () => {
    const { shop, flowers, card } = await shopWithCard();
    await makeCode(shop, { code: 'FREE', value: 100 });
    const oldCard = await boughtCard(shop, card.id);
    const order = await cart(shop, [{ product_id: flowers.id }, { product_id: card.id }]);
    expect((await applyCode(order.uuid, 'FREE')).json()).toMatchObject({ discount_total: 50, total: 100 });
    expect((await applyCard(order.uuid, oldCard)).statusCode).toBe(200);
    const placed = await submit(order.uuid, uniqueEmail('free'));
    // The card pays the delivery only: the new card must be paid for in money.
    expect(placed).toMatchObject({
      total: 105.9,
      amount_due: 100,
      payment_status: 'pending',
      payments: [{ amount: 5.9 }],
    });
    expect(await cardsOf(order.uuid)).toEqual([]);
    // Paid: the card is issued, worth what was paid for it.
    expect((await markPaid(shop, order.uuid)).statusCode).toBe(200);
    expect((await cardsOf(order.uuid)).map((c) => c.initialAmount)).toEqual(['100.00']);
  });

  it('never lets a card buy another card: an order of gift cards alone refuses cards and codes', async () => {
    const { shop, card } = await shopWithCard();
    await makeCode(shop, { code: 'ANY10' });
    const oldCard = await boughtCard(shop, card.id);
    const order = await cart(shop, [{ product_id: card.id }]);
    const refused = await applyCard(order.uuid, oldCard);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'A gift card cannot pay for gift cards.' });
    const noCode = await applyCode(order.uuid, 'ANY10');
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ details: { reason: 'gift_cards_only' } });
  });
});

describe('a code’s minimum order', () => {
  it('is not reached by a €100 gift card: only the goods count', async () => {
    const { shop, flowers, card } = await shopWithCard();
    await makeCode(shop, { code: 'MIN50', min_order: 50 });
    const cheap = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '20' });
    const short = await cart(shop, [{ product_id: cheap.id }, { product_id: card.id }]);
    const refused = await applyCode(short.uuid, 'MIN50');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ details: { reason: 'minimum' } });
    // 50 of flowers reach it; the card still is not discounted.
    const enough = await cart(shop, [{ product_id: flowers.id }, { product_id: card.id }]);
    expect((await applyCode(enough.uuid, 'MIN50')).json()).toMatchObject({ discount_total: 10, total: 140 });
  });
});
