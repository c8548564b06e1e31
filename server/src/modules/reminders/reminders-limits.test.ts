import { describe, expect, it } from 'vitest';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/* Every public call of the reminders counts against the client's budget for its shop (ADR 016, 064). */

// A budget of 1 a minute per client and shop (lib/public-limits.ts: once PUBLIC_RATE_LIMIT).
const t = setupTestApp({ PUBLIC_RATE_LIMIT: '1' });

describe('the reminders’ public budget', () => {
  it('answers 429 past the budget, per client and shop, on the order page, the storefront and the unsubscribe page', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      remoteAddress: uniqueIp(),
      payload: deliveryDetails(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const token = 'A'.repeat(43);
    const calls = {
      read: { method: 'GET', url: `/api/orders/${order.uuid}/reminder` },
      tick: { method: 'PUT', url: `/api/orders/${order.uuid}/reminder`, payload: { remind: false } },
      recipient: { method: 'POST', url: `/api/storefront/${shop.business.url}/reminder`, payload: { token } },
      page: { method: 'GET', url: `/${shop.business.url}/unsubscribe/${token}` },
      unsubscribe: { method: 'POST', url: `/${shop.business.url}/unsubscribe/${token}` },
    } as const;
    for (const call of Object.values(calls)) {
      const ip = uniqueIp();
      const first = await t.app.inject({ ...call, remoteAddress: ip });
      expect(first.statusCode, `${call.method} ${call.url}`).not.toBe(429);
      const refused = await t.app.inject({ ...call, remoteAddress: ip });
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Another client is not held up, nor is the same client at another shop.
      expect((await t.app.inject({ ...call, remoteAddress: uniqueIp() })).statusCode).not.toBe(429);
      const elsewhere = await t.app.inject({
        method: 'GET',
        url: `/${other.business.url}/unsubscribe/${token}`,
        remoteAddress: ip,
      });
      expect(elsewhere.statusCode).toBe(404);
    }
  });
});
