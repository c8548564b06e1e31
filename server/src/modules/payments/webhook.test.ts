import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeEvents } from '../../db/schema';
import { signPayload } from '../../test/card-provider-wire-format';
import { connectShop, sendEvent, setupCardApp, startCheckout, submittedOrder } from '../../test/card-setup';
import { captureLog, LOG_LEVELS } from '../../test/log-capture';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const log = captureLog();
const t = setupCardApp({}, { logStream: log.stream });
const noSecret = setupCardApp({ STRIPE_WEBHOOK_SECRET: '' });
const keyless = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

async function openSession(shop: Shop, payload: Record<string, unknown> = {}) {
  const order = await submittedOrder(t.app, shop, payload);
  const { sessionId } = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
  return { order, sessionId };
}

const internOrder = async (shop: Shop, uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/intern`, headers: shop.headers })).json<{
    payment_status: string;
    payment_method: string | null;
    paid_at: string | null;
  }>();

const ledger = async (shop: Shop) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/payments?start=${daysFromNow(-1)}&end=${daysFromNow(1)}`,
      headers: shop.headers,
    })
  ).json<{
    items: { order_uuid: string; amount: number; status: string; payment_method: string; kind: string }[];
    count: number;
  }>();

describe('card payment events', () => {
  it('marks the order paid by card when the session completes, and the ledger shows it', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { order, sessionId } = await openSession(shop, { price: 19.99 });
    const response = await sendEvent(t.app, t.provider.pay(sessionId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, changed: 1 });
    expect(await internOrder(shop, order.uuid)).toMatchObject({
      payment_status: 'done',
      payment_method: 'online',
      paid_at: expect.any(String),
    });
    expect(await ledger(shop)).toMatchObject({
      count: 1,
      items: [{ order_uuid: order.uuid, amount: 25.89, status: 'done', payment_method: 'online' }],
    });
  });

  it('records one payment when the same event arrives ten times, one after another or at once', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { order, sessionId } = await openSession(shop);
    const event = t.provider.pay(sessionId);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await sendEvent(t.app, event));
    answers.push(...(await Promise.all([1, 2, 3, 4, 5].map(() => sendEvent(t.app, event)))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().duplicate === true)).toHaveLength(9);
    const stored = await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id));
    expect(stored).toHaveLength(1);
    const paid = await ledger(shop);
    expect(paid.count).toBe(1);
    expect(paid.items[0]?.order_uuid).toBe(order.uuid);
  });

  it('changes nothing when an event names another shop’s order', async () => {
    const mine = await openShop(t.app);
    const theirs = await openShop(t.app);
    const myAccount = await connectShop(t, mine);
    await connectShop(t, theirs);
    const { order: theirOrder, sessionId } = await openSession(theirs);
    const forged = t.provider.pay(sessionId);
    // My account claims their order was paid.
    const response = await sendEvent(t.app, { ...forged, account: myAccount });
    expect(response.json()).toEqual({ received: true, changed: 0 });
    expect((await internOrder(theirs, theirOrder.uuid)).payment_status).toBe('ready');
    // An event without an account changes nothing either.
    const platform = await sendEvent(t.app, { ...forged, id: `${forged.id}_2`, account: undefined });
    expect(platform.json()).toEqual({ received: true, changed: 0 });
    expect((await ledger(theirs)).count).toBe(0);
  });

  it('marks the payment failed when the newest session expires, and ignores older sessions', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { order, sessionId: older } = await openSession(shop);
    const newer = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>().sessionId;
    expect((await sendEvent(t.app, t.provider.expire(older))).json()).toMatchObject({ changed: 0 });
    expect((await internOrder(shop, order.uuid)).payment_status).toBe('ready');
    expect((await sendEvent(t.app, t.provider.expire(newer))).json()).toMatchObject({ changed: 1 });
    expect((await internOrder(shop, order.uuid)).payment_status).toBe('failed');
  });

  it('posts a refund that failed at the provider back as money received, once', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const paid = await openSession(shop);
    await sendEvent(t.app, t.provider.pay(paid.sessionId));
    expect((await sendEvent(t.app, t.provider.refund(paid.sessionId, 1000))).json()).toMatchObject({
      changed: 1,
    });
    const failed = t.provider.failRefund(paid.sessionId, 1000);
    expect((await sendEvent(t.app, failed)).json()).toMatchObject({ changed: 1 });
    // The same refund reported failed again (another event) changes nothing more.
    const again = { ...failed, id: `${failed.id}-again` };
    expect((await sendEvent(t.app, again)).json()).toMatchObject({ changed: 0 });
    const amounts = (await ledger(shop)).items.map((p) => [p.kind, p.amount]);
    expect(amounts).toContainEqual(['refund', -10]);
    expect(amounts.filter(([kind]) => kind === 'payment')).toHaveLength(2);
    const revenue = await t.app.inject({
      method: 'GET',
      url: `/api/revenue?start=${daysFromNow(-1)}&end=${daysFromNow(1)}`,
      headers: shop.headers,
    });
    expect(revenue.json()).toMatchObject({ total: 45.8 });
    // The charge's refunded amount no longer counts the failed refund: a new 10.00 refund is new.
    expect((await sendEvent(t.app, t.provider.refund(paid.sessionId, 1000))).json()).toMatchObject({
      changed: 1,
    });
    const refunds = (await ledger(shop)).items.filter((p) => p.kind === 'refund').map((p) => p.amount);
    expect(refunds).toEqual([-10, -10]);
  });

  it('marks a fully refunded payment refunded, and leaves a partly refunded one paid', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const full = await openSession(shop);
    const partly = await openSession(shop);
    await sendEvent(t.app, t.provider.pay(full.sessionId));
    await sendEvent(t.app, t.provider.pay(partly.sessionId));

    // A partial refund made in the provider's dashboard is posted too (ADR 048), once.
    const partial = t.provider.refund(partly.sessionId, 500);
    expect((await sendEvent(t.app, partial)).json()).toMatchObject({ changed: 1 });
    expect((await sendEvent(t.app, t.provider.refund(partly.sessionId, 500))).json()).toMatchObject({
      changed: 0,
    });
    expect((await sendEvent(t.app, t.provider.refund(full.sessionId))).json()).toMatchObject({ changed: 1 });
    expect((await internOrder(shop, full.order.uuid)).payment_status).toBe('refunded');
    expect((await internOrder(shop, partly.order.uuid)).payment_status).toBe('done');
    // The ledger keeps each payment and puts each refund beside it, on the day it was made.
    const paid = await ledger(shop);
    expect(paid.items.find((p) => p.order_uuid === full.order.uuid)?.status).toBe('refunded');
    const refunds = paid.items.filter((p) => p.kind === 'refund').map((p) => p.amount);
    expect(refunds.sort()).toEqual([-45.8, -5]);
    const revenue = await t.app.inject({
      method: 'GET',
      url: `/api/revenue?start=${daysFromNow(-1)}&end=${daysFromNow(1)}`,
      headers: shop.headers,
    });
    // Both were paid; the full refund takes one back and the partial one 5.00 of the other.
    expect(revenue.json()).toMatchObject({ total: 40.8, count: 2 });
  });

  it('does not pay an order whose session completed without the money (a bank debit still on its way)', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { order, sessionId } = await openSession(shop);
    const event = t.provider.pay(sessionId);
    const pending = { ...event, data: { object: { ...event.data.object, payment_status: 'unpaid' } } };
    expect((await sendEvent(t.app, pending)).json()).toMatchObject({ changed: 0 });
    expect((await internOrder(shop, order.uuid)).payment_status).toBe('ready');
    const succeeded = { ...event, id: `${event.id}_later`, type: 'checkout.session.async_payment_succeeded' };
    expect((await sendEvent(t.app, succeeded)).json()).toMatchObject({ changed: 1 });
  });

  it('does not pay an order when the amount or currency paid differs from the order, and logs it', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { order, sessionId } = await openSession(shop, { price: 19.99 });
    const event = t.provider.pay(sessionId);
    // 19.99 + 5.90 delivery = 25.89, in the shop's euros.
    expect(event.data.object).toMatchObject({ amount_total: 2589, currency: 'eur' });
    const altered = (id: string, change: object) => ({
      ...event,
      id: `${event.id}_${id}`,
      data: { object: { ...event.data.object, ...change } },
    });
    const cheaper = await sendEvent(t.app, altered('cheaper', { amount_total: 100 }));
    expect(cheaper.json()).toMatchObject({ changed: 0 });
    const otherCurrency = await sendEvent(t.app, altered('usd', { currency: 'usd' }));
    expect(otherCurrency.json()).toMatchObject({ changed: 0 });
    expect((await internOrder(shop, order.uuid)).payment_status).toBe('ready');
    const warnings = log.lines.filter((line) => line.level === LOG_LEVELS.warn && line.order === order.uuid);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ expected: { amount: 2589, currency: 'eur' }, paid: { amount: 100 } });
    expect(JSON.stringify(warnings)).not.toMatch(/ada@example|Ada Lovelace|Charles/);
    // The real event still pays it.
    expect((await sendEvent(t.app, event)).json()).toMatchObject({ changed: 1 });
  });

  it('answers events it does not act on', async () => {
    const response = await sendEvent(t.app, t.provider.event('customer.created', { id: 'cus_1' }));
    expect(response.json()).toEqual({ received: true, changed: 0 });
  });

  it('refuses unsigned, wrongly signed and altered events without changing anything', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const { order, sessionId } = await openSession(shop);
    const event = t.provider.pay(sessionId);
    const payload = JSON.stringify(event);
    const post = (headers: Record<string, string>, body = payload) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });

    const unsigned = await post({});
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'The event is not signed' });
    expect((await sendEvent(t.app, event, 'whsec_someone_else')).statusCode).toBe(400);
    const altered = payload.replace('"paid"', '"paid" ');
    expect(
      (await post({ 'stripe-signature': signPayload('whsec_test_petal_local', payload) }, altered))
        .statusCode,
    ).toBe(400);
    const stale = signPayload('whsec_test_petal_local', payload, Math.floor(Date.now() / 1000) - 3600);
    expect((await post({ 'stripe-signature': stale })).statusCode).toBe(400);
    expect((await post({ 'stripe-signature': 'garbage' }, 'not json')).statusCode).toBe(400);
    expect((await internOrder(shop, order.uuid)).payment_status).toBe('ready');
  });

  it('says what is missing when the server cannot check signatures', async () => {
    const event = {
      id: 'evt_x',
      object: 'event' as const,
      type: 'customer.created',
      created: 0,
      data: { object: {} },
    };
    for (const app of [noSecret.app, keyless.app]) {
      const response = await sendEvent(app, event);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'PAYMENTS_NOT_CONFIGURED' });
    }
  });
});
