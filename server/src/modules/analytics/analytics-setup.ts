import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../db/schema';
import { backdatePayment, backdateRefunds } from '../../test/fixtures';
import { deliveryDetails, draftOrder, type openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * The analytics tests share one app and these steps: an order made through the API at given
 * moments, a refund of all its money, reading the analytics, and three customers.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;
export type Json = Record<string, unknown>;
export type OrderSpec = {
  price: number;
  /** Given: a delivery at this price; null: a delivery priced by the zip code; left out: a pickup. */
  delivery?: number | null;
  product?: string;
  /** Submits the order as this sender (a draft otherwise), at this moment if given. */
  sender?: { name: string; email: string };
  submittedAt?: string;
  /** Paid with this method, at this moment if given (now otherwise). */
  paid?: { method: 'cash' | 'card' | 'bank_transfer' | 'other'; at?: string };
  status?: 'ready' | 'done';
};

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupAnalytics() {
  const t = setupTestApp();

  /** An order made through the API; only the moments are set directly, since the numbers read them. */
  async function makeOrder(shop: Shop, spec: OrderSpec) {
    const pickup = spec.delivery === undefined;
    const draft = await draftOrder(t.app, shop.headers, {
      method: pickup ? 'pickup' : 'delivery',
      price: spec.price,
      ...(typeof spec.delivery === 'number' ? { delivery_price: spec.delivery } : {}),
      ...(spec.product ? { product_id: spec.product } : {}),
    });
    const call = async (
      method: 'POST' | 'DELETE',
      url: string,
      payload?: Json,
      headers: Record<string, string> = shop.headers,
    ) => {
      const response = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    };
    if (spec.sender) {
      await call(
        'POST',
        `/api/orders/${draft.uuid}`,
        deliveryDetails({
          sender_name: spec.sender.name,
          sender_email: spec.sender.email,
          time_slot: '13:00-17:00',
          ...(pickup ? { location_id: shop.location.id } : {}),
        }),
        {},
      );
    }
    if (spec.paid) await call('POST', `/api/orders/${draft.uuid}/paid`, { payment_method: spec.paid.method });
    if (spec.status) await call('POST', `/api/orders/${draft.uuid}/status`, { status: 'ready' });
    if (spec.status === 'done') await call('POST', `/api/orders/${draft.uuid}/status`, { status: 'done' });
    const moments = {
      ...(spec.submittedAt ? { submittedAt: new Date(spec.submittedAt) } : {}),
      ...(spec.paid?.at ? { paidAt: new Date(spec.paid.at) } : {}),
    };
    if (Object.keys(moments).length > 0) {
      await t.database.db.update(orders).set(moments).where(eq(orders.id, draft.uuid));
    }
    if (spec.paid?.at)
      await backdatePayment(t.database.db, { orderId: draft.uuid, at: new Date(spec.paid.at) });
    return draft;
  }

  /** Gives back all of an order's money, as if on the given day. */
  async function refundAll(shop: Shop, uuid: string, amount: number, at: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/refunds`,
      headers: shop.headers,
      payload: { amount, reason: 'Test' },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    await backdateRefunds(t.database.db, { orderId: uuid, at: new Date(at) });
  }

  const get = (shop: Shop, url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
  const analyticsOf = async (shop: Shop, query: string) => {
    const response = await get(shop, `/api/analytics?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  const ada = { name: 'Ada Lovelace', email: 'ada@example.com' };
  const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
  const bob = { name: 'Bob Marley', email: 'bob@example.com' };

  return { t, makeOrder, refundAll, get, analyticsOf, ada, grace, bob };
}
