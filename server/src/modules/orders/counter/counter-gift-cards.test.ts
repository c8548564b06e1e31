import { createHash } from 'node:crypto';
import { normaliseGiftCardCode } from '@contract/gift-cards';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftCardMovements, giftCards, mailOutbox } from '../../../db/schema';
import { createProduct } from '../../../test/product-setup';
import {
  deliveryDetails,
  draftOrder,
  openShop,
  payInCash,
  sellAtCounter,
  vatIncluded,
} from '../../../test/shop-setup';
import { setupTestApp, uniqueEmail, uniqueIp } from '../../../test/test-app';

/*
 * A gift card sold at the counter, on the phone or on an order staff started is a gift card, as on
 * the storefront (docs/product.md, Gift cards): untaxed, issued when paid, its code e-mailed to the
 * buyer, or answered once to staff when there is no address.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** What the shop stores of a code: the SHA-256 of it normalised (docs/decisions/044). */
const hashOf = (code: string | null | undefined) =>
  createHash('sha256')
    .update(normaliseGiftCardCode(code ?? ''))
    .digest('hex');

const codePattern = /^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/;

type Issued = {
  id: string;
  code: string | null;
  code_last4: string;
  value: number;
  expires_on: string;
  emailed_to: string | null;
};
type Answer = {
  uuid: string;
  total: number;
  tax_total: number;
  tax_lines: { rate: number; base: number; amount: number }[];
  items: { kind: string; total: number; product_name: string | null; quantity: number }[];
  payment_status: string;
  issued_gift_cards: Issued[];
};

/** A VAT shop (19 %, prices with tax) with a gift-card product and a bouquet. */
async function vatShop() {
  const shop = await openShop(t.app);
  const tax = await t.app.inject({
    method: 'PUT',
    url: '/api/business-settings/tax',
    headers: shop.headers,
    payload: vatIncluded(19),
  });
  expect(tax.statusCode, tax.body).toBe(200);
  const card = await createProduct(t.app, shop.headers, {
    name: 'Gift card',
    price: '25',
    kind: 'gift_card',
  });
  const bouquet = await createProduct(t.app, shop.headers, { name: 'Spring bunch', price: '29.75' });
  return { shop, card, bouquet };
}

const sell = (shop: Shop, payload: Record<string, unknown>) =>
  sellAtCounter(t.app, shop.headers, { customer_name: 'Wanda Walk-in', ...payload });

const cardsOf = (orderId: string) =>
  t.database.db.select().from(giftCards).where(eq(giftCards.orderId, orderId));

const cardMails = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), like(mailOutbox.subject, '%gift card%')));

const markPaid = (shop: Shop, uuid: string) => payInCash(t.app, shop, uuid);

describe('a gift card sold at the counter', () => {
  it('is an untaxed line beside the flowers, issued at its price when paid in cash, its code e-mailed', async () => {
    const { shop, card, bouquet } = await vatShop();
    const email = uniqueEmail('buyer');
    const response = await sell(shop, {
      product_id: bouquet.id,
      price: 29.75,
      customer_email: email,
      gift_cards: [{ product_id: card.id, value: 50 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Answer>();
    expect(order.items.map((i) => [i.kind, i.product_name, i.total])).toEqual([
      ['flowers', 'Spring bunch', 29.75],
      ['gift_card', 'Gift card', 50],
    ]);
    // Only the flowers are taxed: 29.75 with 19 % in it is 25.00 + 4.75.
    expect(order).toMatchObject({ total: 79.75, tax_total: 4.75, payment_status: 'done' });
    expect(order.tax_lines).toEqual([{ rate: 19, base: 25, amount: 4.75 }]);
    const cards = await cardsOf(order.uuid);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ initialAmount: '50.00', balance: '50.00', currency: 'EUR' });
    const movements = await t.database.db
      .select()
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, cards[0]?.id ?? ''));
    expect(movements.map((m) => [m.type, m.amount])).toEqual([['issue', '50.00']]);
    // E-mailed, so the answer does not carry the code.
    expect(order.issued_gift_cards).toEqual([
      {
        id: cards[0]?.id,
        code: null,
        code_last4: cards[0]?.codeLast4,
        value: 50,
        expires_on: cards[0]?.expiresOn,
        emailed_to: email,
      },
    ]);
    const mails = await cardMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(cards[0]?.codeLast4);
    expect(mails[0]?.text).toContain('/store');
  });

  it('answers the code once when there is no e-mail: it is the card’s, stored only as its hash', async () => {
    const { shop, card } = await vatShop();
    const response = await sell(shop, {
      price: 0,
      gift_cards: [{ product_id: card.id, value: 20, quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Answer>();
    expect(order).toMatchObject({ total: 40, tax_total: 0, tax_lines: [] });
    expect(order.items).toEqual([expect.objectContaining({ kind: 'gift_card', quantity: 2, total: 40 })]);
    expect(order.issued_gift_cards).toHaveLength(2);
    const stored = await cardsOf(order.uuid);
    for (const issued of order.issued_gift_cards) {
      expect(issued.code).toMatch(codePattern);
      expect(issued.emailed_to).toBeNull();
      const row = stored.find((c) => c.id === issued.id);
      expect(row?.codeHash).toBe(hashOf(issued.code));
      expect(row?.codeLast4).toBe(issued.code?.slice(-4));
      expect(JSON.stringify(row)).not.toContain((issued.code ?? '').replaceAll('-', ''));
    }
    // Never answered again: the order's own answers do not carry it.
    const code = order.issued_gift_cards[0]?.code ?? '';
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.statusCode).toBe(200);
    expect(intern.body).not.toContain(code);
    expect(intern.body).not.toContain(code.replaceAll('-', ''));
  });

  it('makes a gift-card product chosen as the flowers a card of the price typed', async () => {
    const { shop, card } = await vatShop();
    const response = await sell(shop, { product_id: card.id, price: 75 });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Answer>();
    expect(order.items).toEqual([expect.objectContaining({ kind: 'gift_card', total: 75 })]);
    expect(order.tax_total).toBe(0);
    expect(order.issued_gift_cards).toEqual([expect.objectContaining({ value: 75 })]);
    expect((await cardsOf(order.uuid))[0]?.initialAmount).toBe('75.00');
  });

  it('refuses a gift card worth nothing, above 1 000 000, or a product that is no gift card', async () => {
    const { shop, card, bouquet } = await vatShop();
    const free = await sell(shop, { product_id: card.id, price: 0 });
    expect(free.statusCode).toBe(400);
    expect(free.json().details).toEqual({ price: 'A gift card needs a value above 0' });
    const zero = await sell(shop, { price: 10, gift_cards: [{ value: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().details).toHaveProperty(['gift_cards.0.value']);
    const huge = await sell(shop, { price: 10, gift_cards: [{ value: 1_000_000.01 }] });
    expect(huge.statusCode).toBe(400);
    const flowers = await sell(shop, { price: 10, gift_cards: [{ product_id: bouquet.id, value: 30 }] });
    expect(flowers.statusCode).toBe(400);
    expect(flowers.json().details).toEqual({ 'gift_cards.0.product_id': 'Spring bunch is not a gift card' });
    // The largest value a gift card may have is sold; nothing of the refused ones was written.
    const largest = await sell(shop, { price: 0, gift_cards: [{ value: 1_000_000 }] });
    expect(largest.statusCode, largest.body).toBe(201);
    expect(largest.json<Answer>().items[0]).toMatchObject({ product_name: 'Gift card', total: 1_000_000 });
    const all = await t.database.db
      .select()
      .from(giftCards)
      .where(eq(giftCards.businessId, shop.business.id));
    expect(all).toHaveLength(1);
  });
});

describe('a gift card on a phone order or an order staff started', () => {
  it('is issued when the phone order is paid later, its code answered by that payment once', async () => {
    const { shop, card } = await vatShop();
    const response = await sell(shop, {
      origin: 'phone',
      pickup_now: false,
      handed_over: false,
      delivery_date: deliveryDetails().delivery_date,
      time_slot: '09:00-12:00',
      paid_with: undefined,
      product_id: card.id,
      price: 30,
    });
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<Answer>();
    expect(order).toMatchObject({ payment_status: 'pending', tax_total: 0, issued_gift_cards: [] });
    expect(await cardsOf(order.uuid)).toHaveLength(0);
    const paid = await markPaid(shop, order.uuid);
    expect(paid.statusCode, paid.body).toBe(200);
    const [issued] = paid.json<{ ok: true; issued_gift_cards: Issued[] }>().issued_gift_cards;
    expect(issued).toMatchObject({ value: 30, emailed_to: null });
    expect(issued?.code).toMatch(codePattern);
    expect((await cardsOf(order.uuid))[0]?.codeHash).toBe(hashOf(issued?.code));
    // Paying again is refused: the code is never answered a second time.
    const again = await markPaid(shop, order.uuid);
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(issued?.code ?? '');
  });

  it('is untaxed on a draft staff started, and e-mailed to the customer who completed it when paid', async () => {
    const { shop, card } = await vatShop();
    const draft = await draftOrder(t.app, shop.headers, { method: 'pickup', product_id: card.id, price: 40 });
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${draft.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json()).toMatchObject({
      total: 40,
      tax_total: 0,
      items: [{ kind: 'gift_card', total: 40 }],
    });
    const email = uniqueEmail('phone-buyer');
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}`,
      payload: { ...deliveryDetails({ sender_email: email }), location_id: shop.location.id },
      remoteAddress: uniqueIp(),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ total: 40, tax_total: 0 });
    const paid = await markPaid(shop, draft.uuid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().issued_gift_cards).toEqual([
      expect.objectContaining({ code: null, value: 40, emailed_to: email }),
    ]);
    expect(await cardMails(email)).toHaveLength(1);
    expect((await cardsOf(draft.uuid))[0]?.initialAmount).toBe('40.00');
  });

  it('refuses a draft of a gift card worth nothing', async () => {
    const { shop, card } = await vatShop();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'pickup', product_id: card.id, price: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ price: 'A gift card needs a value above 0' });
  });
});
