import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupTestApp, uniqueIp } from '../../test/test-app';

const t = setupTestApp({ PUBLIC_RATE_LIMIT: '2' });

describe('the public routes of texts', () => {
  it('count each client’s calls: the order page’s choice and the provider’s webhook', async () => {
    const remoteAddress = uniqueIp();
    const uuid = crypto.randomUUID();
    const page = () => t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/texts`, remoteAddress });
    expect((await page()).statusCode).toBe(404);
    expect((await page()).statusCode).toBe(404);
    const limited = await page();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });

    const webhook = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/texts/inbound',
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'From=%2B4915100000000&Body=STOP',
      });
    // Without SMS settings the server has no webhook to offer.
    expect((await webhook()).statusCode).toBe(404);
    expect((await webhook()).statusCode).toBe(404);
    expect((await webhook()).statusCode).toBe(429);
  });
});
