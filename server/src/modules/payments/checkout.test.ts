import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, testConfig } from '../../test/test-app';

const t = setupTestApp();

const checkout = (uuid: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/checkout', payload: { uuid } });

describe('checkout', () => {
  it('says card payments are not set up when the server has no keys', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    await t.app.inject({ method: 'POST', url: `/api/orders/${order.uuid}`, payload: deliveryDetails() });
    const response = await checkout(order.uuid);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
      message: expect.stringContaining('not set up'),
    });
  });

  it('says the shop has no connected account when the server has keys', async () => {
    const app = await buildApp({
      config: testConfig({ STRIPE_SECRET_KEY: 'sk_test_local' }),
      database: t.database,
      logger: false,
    });
    try {
      const shop = await openShop(app);
      const order = await draftOrder(app, shop.headers);
      await app.inject({ method: 'POST', url: `/api/orders/${order.uuid}`, payload: deliveryDetails() });
      const response = await checkout(order.uuid, app);
      expect(response.json()).toMatchObject({
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: expect.stringContaining('connected'),
      });
    } finally {
      await app.close();
    }
  });

  it('refuses a draft, a paid order, an unknown order and a bad uuid', async () => {
    const shop = await openShop(t.app);
    const draft = await draftOrder(t.app, shop.headers);
    expect((await checkout(draft.uuid)).statusCode).toBe(409);
    await t.app.inject({ method: 'POST', url: `/api/orders/${draft.uuid}`, payload: deliveryDetails() });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'cash' },
    });
    expect((await checkout(draft.uuid)).json().message).toContain('already paid');
    expect((await checkout('7c9e6679-7425-40de-944b-e07fc1f90ae7')).statusCode).toBe(404);
    expect((await checkout('1001')).statusCode).toBe(400);
  });
});
