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

  it.each([
    ['unknown', 'NOPE', {}, 400, 'This code is not valid. Check the spelling.'],
    ['switched off', 'OFF', { is_active: false }, 400, 'This code is not valid. Check the spelling.'],
    ['not yet valid', 'SOON', { starts_on: '2999-01-01' }, 400, 'This code is valid from 2999-01-01.'],
    ['expired', 'OLD', { ends_on: '2020-01-01' }, 400, 'This code has expired.'],
    ['below its minimum', 'MIN', { min_order: 50 }, 400, 'This code applies to orders of €50.00 or more.'],
  ])('is refused when %s, saying why', async (_, code, rule, status, message) => {
    const shop = await openShop(t.app);
    if (code !== 'NOPE') await makeCode(shop, { code, ...rule });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    const refused = await apply(draft.uuid, code);
    expect(refused.statusCode).toBe(status);
    expect(refused.json()).toMatchObject({ message, details: { discount_code: message } });
    expect(await read(draft.uuid)).toMatchObject({ discount_code: null, total: 40 });
  });

  it('is refused when used up (409), and for another shop’s code', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    await makeCode(shop, { code: 'ONCE', max_uses: 1 });
    await makeCode(other, { code: 'THEIRS' });
    const first = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(first.uuid, 'ONCE');
    expect((await submit(first.uuid)).statusCode).toBe(200);
    const second = await draftOrder(t.app, shop.headers, { price: 40 });
    const usedUp = await apply(second.uuid, 'ONCE');
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().message).toBe('This code has been used up.');
    expect((await apply(second.uuid, 'THEIRS')).statusCode).toBe(400);
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
