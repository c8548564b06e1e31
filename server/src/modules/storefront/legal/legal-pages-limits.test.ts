import { describe, expect, it } from 'vitest';
import { openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/* The legal pages count against a client's public budget per shop, like every public call (ADR 016, 059). */

// A budget of 2 a minute per client and shop (lib/public-limits.ts: twice PUBLIC_RATE_LIMIT).
const t = setupTestApp({ PUBLIC_RATE_LIMIT: '1' });

describe('the legal pages’ budget', () => {
  it('answers 429 past the budget, to that client only', async () => {
    const shop = await openShop(t.app);
    const ip = uniqueIp();
    const get = (page: string, remoteAddress = ip) =>
      t.app.inject({ method: 'GET', url: `/${shop.business.url}/${page}`, remoteAddress });
    expect((await get('imprint')).statusCode).toBe(200);
    expect((await get('privacy')).statusCode).toBe(200);
    const refused = await get('imprint');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await get('imprint', uniqueIp())).statusCode).toBe(200);
  });
});
