import { expect } from 'vitest';
import { setupCardApp } from '../../test/card-setup';
import { buyGiftCard, codeMailedTo } from '../../test/gift-card-setup';
import { deliveryDetails, draftOrder, type openShop } from '../../test/shop-setup';
import { uniqueIp } from '../../test/test-app';

/*
 * The gift cards' tests (docs/decisions/044) share one app with card payments and these steps: buy
 * a card and read its code, start a flowers order, apply a code to it, submit it, read it as the
 * customer, and read a card as staff see it.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** An order as the customer's page answers it: the money the gift cards paid in `payments`. */
export type Order = {
  uuid: string;
  total: number;
  amount_due: number;
  payment_status: string;
  payment_method: string | null;
  payments: { id: string; kind: string; amount: number; code_last4: string }[];
};

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupGiftCards() {
  const t = setupCardApp();

  /** A gift card of `value` bought on the storefront and paid at the counter: its code, from the e-mail. */
  const buyCard = (shop: Shop, value: number, language = 'en') =>
    buyGiftCard({ app: t.app, db: t.database.db }, shop, value, { language });

  const codeMailedToEmail = (email: string) => codeMailedTo(t.database.db, email);

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

  /** The card whose code ends in `last4`, as the staff's detail screen answers it. */
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

  return { t, buyCard, codeMailedTo: codeMailedToEmail, flowersOrder, apply, submit, publicOrder, cardOf };
}
