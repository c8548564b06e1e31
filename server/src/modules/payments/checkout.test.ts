import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../../lib/card-payments';
import { connectShop, sendEvent, setupCardApp, startCheckout, submittedOrder } from '../../test/card-setup';
import { deliveryDetails, draftOrder, openShop, payInCash } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const keyless = setupTestApp();
const t = setupCardApp();

const publicOrder = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).json<{ payment_status: string }>();

describe('checkout without a card connection', () => {
  it('says card payments are not set up when the server has no keys', async () => {
    const shop = await openShop(keyless.app);
    const order = await draftOrder(keyless.app, shop.headers);
    await keyless.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails(),
    });
    const response = await startCheckout(keyless.app, order.uuid);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: expect.stringContaining('not set up'),
    });
    const options = await keyless.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/options` });
    expect(options.json()).toMatchObject({ card_payments: false });
  });

  it('says the shop has no connected account when the server has keys', async () => {
    const shop = await openShop(t.app);
    const order = await submittedOrder(t.app, shop);
    const response = await startCheckout(t.app, order.uuid);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: expect.stringContaining('connected'),
    });
    const options = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/options` });
    expect(options.json()).toMatchObject({ card_payments: false });
  });
});

describe('checkout on the shop’s connected account', () => {
  it('opens a payment session for the order total on the shop’s account', async () => {
    const shop = await openShop(t.app);
    const account = await connectShop(t, shop);
    const order = await submittedOrder(t.app, shop, { price: 45.5 });
    const options = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/options` });
    expect(options.json()).toMatchObject({ card_payments: true });

    const response = await startCheckout(t.app, order.uuid);
    expect(response.statusCode).toBe(200);
    const { sessionId, url } = response.json<{ sessionId: string; url: string }>();
    expect(url).toBe(`${t.provider.url}/pay/${sessionId}`);
    const session = t.provider.sessions.get(sessionId);
    // 45.50 flowers + 5.90 delivery, in cents, on the shop's own account.
    expect(session).toMatchObject({
      account,
      amount_total: 5140,
      currency: 'eur',
      client_reference_id: order.uuid,
      metadata: { order_uuid: order.uuid },
      customer_email: 'ada@example.com',
      success_url: `https://shop.petal.example/order/${order.uuid}/details?payment=done`,
      cancel_url: `https://shop.petal.example/order/${order.uuid}/details?payment=cancelled`,
    });
    expect((await publicOrder(order.uuid)).payment_status).toBe('ready');
  });

  it('refuses a draft, a paid order, an unknown order and a bad uuid', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const draft = await draftOrder(t.app, shop.headers);
    expect((await startCheckout(t.app, draft.uuid)).statusCode).toBe(409);
    await t.app.inject({ method: 'POST', url: `/api/orders/${draft.uuid}`, payload: deliveryDetails() });
    await payInCash(t.app, shop, draft.uuid);
    const paid = await startCheckout(t.app, draft.uuid);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('already paid');
    expect((await startCheckout(t.app, '7c9e6679-7425-40de-944b-e07fc1f90ae7')).statusCode).toBe(404);
    expect((await startCheckout(t.app, '1001')).statusCode).toBe(400);
  });

  it('lets the customer try again after a session expired', async () => {
    const shop = await openShop(t.app);
    await connectShop(t, shop);
    const order = await submittedOrder(t.app, shop);
    const first = (await startCheckout(t.app, order.uuid)).json<{ sessionId: string }>();
    await sendEvent(t.app, t.provider.expire(first.sessionId));
    expect((await publicOrder(order.uuid)).payment_status).toBe('failed');
    const second = await startCheckout(t.app, order.uuid);
    expect(second.statusCode).toBe(200);
    expect((await publicOrder(order.uuid)).payment_status).toBe('ready');
  });
});

describe('minor units', () => {
  it('converts exact cents into the currency’s smallest unit', () => {
    expect(toMinorUnits(5140, 'EUR')).toBe(5140);
    expect(toMinorUnits(150000, 'JPY')).toBe(1500);
    expect(toMinorUnits(1234, 'KWD')).toBe(12340);
    expect(toMinorUnits(1, 'USD')).toBe(1);
  });
});
