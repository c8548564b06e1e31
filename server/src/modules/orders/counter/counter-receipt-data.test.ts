import { describe, expect, it } from 'vitest';
import { buyGiftCard } from '../../../test/gift-card-setup';
import { openShop, sellAtCounter } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * The till receipt lists each payment of a sale: what gift cards paid (`payments`) and each payment
 * of money (`money_payments`), so that "to pay" follows from the lines above it.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;
type Intern = {
  total: number;
  amount_due: number;
  payments: { kind: string; amount: number; code_last4: string }[];
  money_payments: { id: string; method: string; amount: number; at: string }[];
};

const intern = async (shop: Shop, uuid: string) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${uuid}/intern`,
    headers: shop.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Intern>();
};

describe('the receipt data of a counter sale', () => {
  it('carries the gift card and the cash that paid it, and nothing left to pay', async () => {
    const shop = await openShop(t.app);
    const { code } = await buyGiftCard({ app: t.app, db: t.database.db }, shop, 30);
    const sale = await sellAtCounter(t.app, shop.headers, { price: 45, redeem_gift_cards: [code] });
    expect(sale.statusCode, sale.body).toBe(201);
    const order = await intern(shop, sale.json<{ uuid: string }>().uuid);
    expect(order.total).toBe(45);
    expect(order.payments).toEqual([expect.objectContaining({ kind: 'gift_card', amount: 30 })]);
    expect(order.payments[0]?.code_last4).toBe(code.slice(-4));
    expect(order.money_payments).toEqual([
      { id: expect.any(String), method: 'cash', amount: 15, at: expect.any(String) },
    ]);
    expect(order.amount_due).toBe(0);
  });

  it('leaves out a payment undone by mistake, and lists the one taken again', async () => {
    const shop = await openShop(t.app);
    const sale = await sellAtCounter(t.app, shop.headers, { price: 20, paid_with: 'card' });
    expect(sale.statusCode, sale.body).toBe(201);
    const { uuid } = sale.json<{ uuid: string }>();
    const post = (action: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/${action}`, headers: shop.headers, payload });
    expect((await post('unpaid', { reason: 'Wrong method' })).statusCode).toBe(200);
    expect((await intern(shop, uuid)).money_payments).toEqual([]);
    expect((await post('paid', { payment_method: 'cash' })).statusCode).toBe(200);
    const order = await intern(shop, uuid);
    expect(order.money_payments.map((p) => [p.method, p.amount])).toEqual([['cash', 20]]);
    expect(order.payments).toEqual([]);
  });
});
