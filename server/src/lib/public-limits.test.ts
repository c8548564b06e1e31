import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../test/product-setup';
import { draftOrder, openShop } from '../test/shop-setup';
import { setupTestApp, uniqueIp } from '../test/test-app';
import { rememberOrderShop } from './public-limits';

// Two writes a client a minute, four form checks.
const t = setupTestApp({ PUBLIC_RATE_LIMIT: '2' });

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> };

describe('public calls are limited per client', () => {
  it.each<[string, number, (ids: { uuid: string; productId: string; shopUrl: string }) => Call]>([
    ['order submission', 2, ({ uuid }) => ({ method: 'POST', url: `/api/orders/${uuid}`, payload: {} })],
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

describe('public budgets are per client and per shop aimed at', () => {
  const discount = (uuid: string, remoteAddress: string, headers?: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${uuid}/discount`,
      payload: { code: 'GUESS' },
      remoteAddress,
      headers,
    });

  it("counts a shop's people like anyone on another shop's orders", async () => {
    const [own, other] = [await openShop(t.app), await openShop(t.app)];
    const theirs = await draftOrder(t.app, other.headers);
    const ip = uniqueIp();
    for (let i = 0; i < 2; i++)
      expect((await discount(theirs.uuid, ip, own.headers)).statusCode).not.toBe(429);
    expect((await discount(theirs.uuid, ip, own.headers)).statusCode).toBe(429);
    // On their own shop's orders they are not counted.
    const ours = await draftOrder(t.app, own.headers);
    for (let i = 0; i < 4; i++) expect((await discount(ours.uuid, ip, own.headers)).statusCode).not.toBe(429);
  });

  it("keeps a client's budget for one shop apart from another's, across that shop's orders", async () => {
    const [first, second] = [await openShop(t.app), await openShop(t.app)];
    const ip = uniqueIp();
    // Spread over many carts of one shop, the guesses still share that shop's budget.
    const [one, two] = [await draftOrder(t.app, first.headers), await draftOrder(t.app, first.headers)];
    expect((await discount(one.uuid, ip)).statusCode).not.toBe(429);
    expect((await discount(two.uuid, ip)).statusCode).not.toBe(429);
    expect((await discount(two.uuid, ip)).statusCode).toBe(429);
    const elsewhere = await draftOrder(t.app, second.headers);
    expect((await discount(elsewhere.uuid, ip)).statusCode).not.toBe(429);
  });

  it('counts calls on an order that does not exist for everyone, signed in or not', async () => {
    const shop = await openShop(t.app);
    const ip = uniqueIp();
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${crypto.randomUUID()}`,
        payload: {},
        remoteAddress: ip,
        headers: shop.headers,
      });
    for (let i = 0; i < 2; i++) expect((await submit()).statusCode).toBe(404);
    expect((await submit()).statusCode).toBe(429);
  });

  it("knows a new storefront order's shop without reading the order", async () => {
    const shop = await openShop(t.app);
    // An id no order has: read, it would name no shop and count for everyone, as above.
    const uuid = crypto.randomUUID();
    rememberOrderShop(t.database.db, uuid, shop.business.id);
    const ip = uniqueIp();
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}`,
        payload: {},
        remoteAddress: ip,
        headers: shop.headers,
      });
    for (let i = 0; i < 4; i++) expect((await submit()).statusCode).toBe(404);
  });

  it('counts the checks whether an e-mail address has an account per client, signed in or not', async () => {
    const shop = await openShop(t.app);
    const ip = uniqueIp();
    const check = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/users/update/check?type=email&value=someone-${n}%40example.com`,
        remoteAddress: ip,
        headers: n % 2 ? shop.headers : {},
      });
    for (let n = 0; n < 4; n++) expect((await check(n)).statusCode).toBe(200);
    expect((await check(4)).statusCode).toBe(429);
    expect((await check(5)).statusCode).toBe(429);
  });

  it('looks up no shop for an address no shop can have, and answers it without a 500', async () => {
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/storefront/%00%F1%A3%88%B4/full-windows',
      remoteAddress: uniqueIp(),
    });
    expect(odd.statusCode).toBeLessThan(500);
  });
});
