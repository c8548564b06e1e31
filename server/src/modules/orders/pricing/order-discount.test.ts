import { describe, expect, it } from 'vitest';
import { draftOrder, openShop, payInCash } from '../../../test/shop-setup';
import { CODE_TRIES_PER_ORDER } from './order-discount.routes';
import { setupOrderDiscount } from './order-discount-setup';

/*
 * Applying a discount code (docs/decisions/043): what it lowers, how it rounds, and every reason it
 * is refused.
 */

const { t, makeCode, apply, remove, submit, read } = setupOrderDiscount();

describe('applying a discount code', () => {
  it('lowers the flowers (not delivery), in any case of the code, and comes off again', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'TENOFF', kind: 'fixed', value: 10 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    const applied = await apply(draft.uuid, ' tenoff ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      discount_code: 'TENOFF',
      discount_total: 10,
      price: 40,
      total: 38,
    });
    expect(await read(draft.uuid)).toMatchObject({ discount_code: 'TENOFF', discount_total: 10, total: 38 });
    const removed = await remove(draft.uuid);
    expect(removed.json()).toMatchObject({ discount_code: null, discount_total: 0, total: 48 });
    // Both are in the order's trail, as the customer's doing.
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${draft.uuid}/audit`,
      headers: shop.headers,
    });
    const codeEvents = trail
      .json<{ items: { action: string; actor_kind: string; changes: Record<string, unknown> }[] }>()
      .items.filter((e) => e.action.startsWith('order.discount_code'));
    expect(codeEvents.map((e) => [e.action, e.actor_kind, e.changes.discount_code, e.changes.total])).toEqual(
      expect.arrayContaining([
        ['order.discount_code_applied', 'customer', { from: null, to: 'TENOFF' }, { from: 48, to: 38 }],
        ['order.discount_code_removed', 'customer', { from: 'TENOFF', to: null }, { from: 38, to: 48 }],
      ]),
    );
  });

  it('caps a fixed amount at the flowers and rounds a percent half up to the cent', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'BIG', kind: 'fixed', value: 100 });
    await makeCode(shop, { code: 'FIFTEEN', kind: 'percent', value: 15 });
    const capped = await draftOrder(t.app, shop.headers, { price: 30, delivery_price: 5 });
    expect((await apply(capped.uuid, 'BIG')).json()).toMatchObject({ discount_total: 30, total: 5 });
    // 15 % of 19.99 = 2.9985 → 3.00
    const percent = await draftOrder(t.app, shop.headers, { price: 19.99, delivery_price: 5 });
    expect((await apply(percent.uuid, 'FIFTEEN')).json()).toMatchObject({ discount_total: 3, total: 21.99 });
  });

  // One answer for every code that does not exist for the customer (docs/security.md): told
  // apart, they would tell a guesser which codes the shop has, had or will have.
  const notValid = 'This code is not valid. Check the spelling.';
  it.each([
    ['unknown', 'NOPE', {}],
    ['switched off', 'OFF', { is_active: false }],
    ['not yet valid', 'SOON', { starts_on: '2999-01-01' }],
    ['expired', 'OLD', { ends_on: '2020-01-01' }],
    ['expired and below its minimum', 'OLDMIN', { ends_on: '2020-01-01', min_order: 50 }],
  ])('answers as for a made-up code when %s', async (_, code, rule) => {
    const shop = await openShop(t.app);
    if (code !== 'NOPE') await makeCode(shop, { code, ...rule });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    const refused = await apply(draft.uuid, code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: notValid,
      code: 'VALIDATION_ERROR',
      details: { discount_code: notValid, reason: 'not_valid' },
    });
    expect(await read(draft.uuid)).toMatchObject({ discount_code: null, total: 40 });
  });

  it('names the minimum of a code that works today, and only of such a code', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'MIN', min_order: 50 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    const refused = await apply(draft.uuid, 'MIN');
    expect(refused.statusCode).toBe(400);
    const message = 'This code applies to orders of €50.00 or more.';
    expect(refused.json()).toMatchObject({ message, details: { discount_code: message, reason: 'minimum' } });
  });

  it('answers a used-up code as a made-up one, and another shop’s code too', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await makeCode(shop, { code: 'ONCE', max_uses: 1, min_order: 50 });
    await makeCode(other, { code: 'THEIRS' });
    const first = await draftOrder(t.app, shop.headers, { price: 60 });
    await apply(first.uuid, 'ONCE');
    expect((await submit(first.uuid)).statusCode).toBe(200);
    // Below its minimum as well: a used-up code never names its minimum.
    const second = await draftOrder(t.app, shop.headers, { price: 40 });
    const answers = [
      await apply(second.uuid, 'ONCE'),
      await apply(second.uuid, 'THEIRS'),
      await apply(second.uuid, 'NEVERMADE'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 400, 400]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('is refused on an order the customer can no longer change, and for an unknown order', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'LATE' });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await submit(draft.uuid);
    await payInCash(t.app, shop, draft.uuid);
    expect((await apply(draft.uuid, 'LATE')).statusCode).toBe(409);
    expect((await remove(draft.uuid)).statusCode).toBe(409);
    expect((await apply(crypto.randomUUID(), 'LATE')).statusCode).toBe(404);
    expect((await apply('not-an-id', 'LATE')).statusCode).toBe(400);
    expect((await apply(draft.uuid, '')).statusCode).toBe(400);
  });

  it(`is tried at most ${CODE_TRIES_PER_ORDER} times an hour on one order, from however many addresses`, async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'REAL', kind: 'fixed', value: 5 });
    const draft = await draftOrder(t.app, shop.headers);
    // Each guess from an address of its own (apply's default): only the order's own count stops them.
    for (let i = 0; i < CODE_TRIES_PER_ORDER; i++)
      expect((await apply(draft.uuid, `GUESS${i}`)).statusCode).toBe(400);
    const refused = await apply(draft.uuid, 'REAL');
    expect(refused.statusCode).toBe(429);
    const elsewhere = await draftOrder(t.app, shop.headers);
    expect((await apply(elsewhere.uuid, 'REAL')).statusCode).toBe(200);
  });
});
