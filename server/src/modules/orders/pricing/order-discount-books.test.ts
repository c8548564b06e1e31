import { describe, expect, it } from 'vitest';
import { draftOrder, openShop, payInCash } from '../../../test/shop-setup';
import { setupOrderDiscount } from './order-discount-setup';

/*
 * A discount in the books: the ledger, its CSV, the revenue and analytics.
 */

const { t, makeCode, apply, submit } = setupOrderDiscount();

describe('the books', () => {
  it('show the discount in the ledger, its CSV, the revenue and analytics', async () => {
    const shop = await openShop(t.app);
    await makeCode(shop, { code: 'BOOKS', kind: 'fixed', value: 5 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40 });
    await apply(draft.uuid, 'BOOKS');
    await submit(draft.uuid);
    const paid = await payInCash(t.app, shop, draft.uuid);
    expect(paid.statusCode, paid.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: shop.headers });
    const range = `start=${today}&end=${today}`;
    expect((await get(`/api/payments?${range}`)).json().items).toEqual([
      expect.objectContaining({ amount: 40.9, discount_code: 'BOOKS', discount_total: 5 }),
    ]);
    expect((await get(`/api/revenue?${range}`)).json()).toMatchObject({ total: 40.9, discount_total: 5 });
    expect((await get(`/api/analytics?${range}`)).json()).toMatchObject({
      discounts: { total: 5, orders: 1 },
    });
    const csv = (await get(`/api/payments/export?${range}`)).body.trim().split('\r\n');
    expect(csv[1]).toMatch(/"BOOKS","5.00"$/);
  });
});
