import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/product-setup';
import { deliveryDetails, openShop, sellAtCounter } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * An order of gift cards alone is done once it is paid, whichever path pays it (docs/decisions/053):
 * the counter at once, a phone order paid later, the storefront. The step is in its history exactly
 * once, and the shop's Pending and Done counts follow it.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;
type History = { from_status: string | null; to_status: string; by: { id: string } | null }[];

async function giftCardShop() {
  const shop = await openShop(t.app);
  const card = await createProduct(t.app, shop.headers, {
    name: 'Gift card',
    price: '30',
    kind: 'gift_card',
  });
  const bouquet = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '20' });
  return { shop, card, bouquet };
}

const sell = async (shop: Shop, payload: Record<string, unknown>) => {
  const response = await sellAtCounter(t.app, shop.headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uuid: string; order_status: string; payment_status: string }>();
};

/** A phone order, not paid yet, for a day ahead. */
const phoneOrder = (extra: Record<string, unknown>) => ({
  origin: 'phone',
  pickup_now: false,
  handed_over: false,
  paid_with: undefined,
  customer_name: 'Paula Phone',
  delivery_date: deliveryDetails().delivery_date,
  time_slot: '13:00-17:00',
  ...extra,
});

async function statusOf(shop: Shop, uuid: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/orders/${uuid}/intern`,
    headers: shop.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const order = answer.json<{ order_status: string; history: History }>();
  return { status: order.order_status, doneSteps: order.history.filter((h) => h.to_status === 'done') };
}

async function counts(shop: Shop) {
  const count = async (status: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/orders?status=${status}`,
      headers: shop.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ items: unknown[]; count: number }>();
  };
  const [pending, done] = await Promise.all([count('pending'), count('done')]);
  // The counters kept per shop agree with the rows the lists show.
  expect(pending.count).toBe(pending.items.length);
  expect(done.count).toBe(done.items.length);
  return { pending: pending.count, done: done.count };
}

const post = (shop: Shop, uuid: string, action: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/${action}`, headers: shop.headers, payload });

describe('an order of gift cards alone, paid at the counter now', () => {
  it('is done once when handed over, with one step in its history', async () => {
    const { shop, card } = await giftCardShop();
    const order = await sell(shop, { product_id: card.id, price: 30 });
    const { status, doneSteps } = await statusOf(shop, order.uuid);
    expect(status).toBe('done');
    expect(doneSteps).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'done' })]);
    expect(doneSteps[0]?.by).not.toBeNull();
    expect(await counts(shop)).toEqual({ pending: 0, done: 1 });
  });

  it('is done once when paid but not marked handed over', async () => {
    const { shop } = await giftCardShop();
    const order = await sell(shop, {
      handed_over: false,
      customer_name: 'Cora Counter',
      price: 0,
      gift_cards: [{ value: 25 }],
    });
    expect(order).toMatchObject({ order_status: 'done', payment_status: 'done' });
    expect((await statusOf(shop, order.uuid)).doneSteps).toHaveLength(1);
    expect(await counts(shop)).toEqual({ pending: 0, done: 1 });
  });

  it('goes back to pending when its payment is undone, and is done once more when paid again', async () => {
    const { shop, card } = await giftCardShop();
    const order = await sell(shop, { product_id: card.id, price: 30 });
    const undone = await post(shop, order.uuid, 'unpaid', { reason: 'Rang up the wrong card' });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await statusOf(shop, order.uuid)).status).toBe('pending');
    expect(await counts(shop)).toEqual({ pending: 1, done: 0 });
    expect((await post(shop, order.uuid, 'paid', { payment_method: 'cash' })).statusCode).toBe(200);
    const again = await statusOf(shop, order.uuid);
    expect(again.status).toBe('done');
    expect(again.doneSteps).toHaveLength(2);
    expect(await counts(shop)).toEqual({ pending: 0, done: 1 });
  });
});

describe('a phone order of gift cards alone, paid later', () => {
  it('waits in Pending until paid, then is done once', async () => {
    const { shop, card } = await giftCardShop();
    const order = await sell(shop, phoneOrder({ product_id: card.id, price: 30 }));
    expect(order).toMatchObject({ order_status: 'pending', payment_status: 'pending' });
    expect(await counts(shop)).toEqual({ pending: 1, done: 0 });

    const paid = await post(shop, order.uuid, 'paid', { payment_method: 'bank_transfer' });
    expect(paid.statusCode, paid.body).toBe(200);
    const { status, doneSteps } = await statusOf(shop, order.uuid);
    expect(status).toBe('done');
    expect(doneSteps).toEqual([expect.objectContaining({ from_status: 'pending', to_status: 'done' })]);
    expect(doneSteps[0]?.by).not.toBeNull();
    expect(await counts(shop)).toEqual({ pending: 0, done: 1 });
  });

  it('with flowers beside the card, still waits in Pending for the bench when paid', async () => {
    const { shop, card, bouquet } = await giftCardShop();
    const order = await sell(
      shop,
      phoneOrder({ product_id: bouquet.id, price: 20, gift_cards: [{ product_id: card.id, value: 30 }] }),
    );
    expect((await post(shop, order.uuid, 'paid', { payment_method: 'cash' })).statusCode).toBe(200);
    expect(await statusOf(shop, order.uuid)).toEqual({ status: 'pending', doneSteps: [] });
    expect(await counts(shop)).toEqual({ pending: 1, done: 0 });
  });
});

describe('a storefront order of gift cards alone, paid', () => {
  it('is done once, with one step in its history', async () => {
    const { shop, card } = await giftCardShop();
    const ip = uniqueIp();
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      remoteAddress: ip,
      payload: { delivery_type: 'delivery', items: [{ product_id: card.id }] },
    });
    expect(cart.statusCode, cart.body).toBe(201);
    const { uuid } = cart.json<{ uuid: string }>();
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}`,
      remoteAddress: ip,
      payload: { sender_name: 'Ada', sender_email: 'ada@example.com' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await counts(shop)).toEqual({ pending: 1, done: 0 });
    expect((await post(shop, uuid, 'paid', { payment_method: 'cash' })).statusCode).toBe(200);
    const { status, doneSteps } = await statusOf(shop, uuid);
    expect(status).toBe('done');
    expect(doneSteps).toHaveLength(1);
    expect(await counts(shop)).toEqual({ pending: 0, done: 1 });
  });
});
