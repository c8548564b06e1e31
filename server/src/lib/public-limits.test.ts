import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../test/product-setup';
import { draftOrder, openShop } from '../test/shop-setup';
import { setupTestApp, uniqueIp } from '../test/test-app';

// Two writes a client a minute, four form checks.
const t = setupTestApp({ PUBLIC_RATE_LIMIT: '2' });

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> };

describe('public calls are limited per client', () => {
  it.each<[string, number, (ids: { uuid: string; productId: string; shopUrl: string }) => Call]>([
    ['order submission', 2, ({ uuid }) => ({ method: 'POST', url: `/api/orders/${uuid}`, payload: {} })],
    [
      'order submission (unknown order)',
      2,
      () => ({ method: 'POST', url: `/api/orders/${crypto.randomUUID()}` }),
    ],
    [
      'applying a discount code',
      2,
      ({ uuid }) => ({ method: 'POST', url: `/api/orders/${uuid}/discount`, payload: { code: 'NOPE' } }),
    ],
    [
      'removing a discount code',
      2,
      ({ uuid }) => ({ method: 'DELETE', url: `/api/orders/${uuid}/discount` }),
    ],
    ['checkout', 2, ({ uuid }) => ({ method: 'POST', url: '/api/checkout', payload: { uuid } })],
    [
      'delivery availability',
      4,
      ({ productId }) => ({
        method: 'POST',
        url: `/api/products/${productId}/delivery-availability`,
        payload: { zipcode: '10115' },
      }),
    ],
    [
      'address suggestions',
      4,
      ({ uuid }) => ({ method: 'GET', url: `/api/orders/${uuid}/address-suggestions?q=101` }),
    ],
    [
      'time slots',
      4,
      ({ uuid }) => ({
        method: 'GET',
        url: `/api/orders/${uuid}/timeslots?date=2030-01-01&window_type=delivery`,
      }),
    ],
    [
      'full delivery windows of the storefront',
      4,
      ({ shopUrl }) => ({ method: 'GET', url: `/api/storefront/${shopUrl}/full-windows` }),
    ],
    [
      'closed dates',
      4,
      ({ uuid }) => ({ method: 'GET', url: `/api/orders/${uuid}/disabled-dates?window_type=delivery` }),
    ],
  ])('%s: %i a minute, then 429 with Retry-After', async (_what, budget, call) => {
    const shop = await openShop(t.app);
    const { uuid } = await draftOrder(t.app, shop.headers);
    const { id: productId } = await createProduct(t.app, shop.headers);
    const ip = uniqueIp();
    const send = (remoteAddress: string) =>
      t.app.inject({ ...call({ uuid, productId, shopUrl: shop.business.url }), remoteAddress });
    for (let i = 0; i < budget; i++) expect((await send(ip)).statusCode).not.toBe(429);
    const refused = await send(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      details: { retry_after: expect.any(Number) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client still gets through, and so do the shop's own people.
    expect((await send(uniqueIp())).statusCode).not.toBe(429);
    const staff = await t.app.inject({
      ...call({ uuid, productId, shopUrl: shop.business.url }),
      remoteAddress: ip,
      headers: shop.headers,
    });
    expect(staff.statusCode).not.toBe(429);
  });
});
