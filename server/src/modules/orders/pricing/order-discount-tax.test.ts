import { describe, expect, it } from 'vitest';
import { draftOrder, openShop, salesTaxOnTop, vatIncluded } from '../../../test/shop-setup';
import { setupOrderDiscount } from './order-discount-setup';

/*
 * A discount and tax: VAT included, sales tax on top, and a price changed by staff.
 */

const { t, makeCode, apply, submit, read, setTax } = setupOrderDiscount();

describe('a discount and tax', () => {
  it('VAT included: the total is what is paid, the tax taken out of it', async () => {
    const shop = await openShop(t.app);
    await setTax(shop, vatIncluded(7, { delivery_rate: 19 }));
    await makeCode(shop, { code: 'QUARTER', value: 25 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    // Flowers 40 − 10 = 30 at 7 % (1.96 tax), delivery 8 at 19 % (1.28 tax).
    expect((await apply(draft.uuid, 'QUARTER')).json()).toMatchObject({
      discount_total: 10,
      total: 38,
      tax_total: 3.24,
      net_total: 34.76,
      tax_included: true,
      tax_lines: [
        { rate: 7, base: 28.04, amount: 1.96 },
        { rate: 19, base: 6.72, amount: 1.28 },
      ],
    });
  });

  it('sales tax on top: the tax is on the discounted flowers', async () => {
    const shop = await openShop(t.app);
    await setTax(shop, salesTaxOnTop(10, { delivery_taxed: false }));
    await makeCode(shop, { code: 'FIVE', kind: 'fixed', value: 5 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    expect((await apply(draft.uuid, 'FIVE')).json()).toMatchObject({
      discount_total: 5,
      net_total: 43,
      tax_total: 3.5,
      total: 46.5,
      tax_included: false,
    });
  });

  it('follows a price change by staff; below the minimum it gives nothing, and the tax stays frozen', async () => {
    const shop = await openShop(t.app);
    await setTax(shop, vatIncluded(7));
    await makeCode(shop, { code: 'MIN30', value: 10, min_order: 30 });
    const draft = await draftOrder(t.app, shop.headers, { price: 40, delivery_price: 8 });
    await apply(draft.uuid, 'MIN30');
    // The delivery price staff typed stands: 40 − 4 + 8.
    expect((await submit(draft.uuid)).json()).toMatchObject({ discount_total: 4, total: 44 });
    // The shop changes its tax: the placed order keeps the one it was placed with.
    await setTax(shop, vatIncluded(19));
    const prices = (price: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${draft.uuid}/prices`,
        headers: shop.headers,
        payload: { price, delivery_price: 5.9 },
      });
    expect((await prices(60)).statusCode).toBe(200);
    expect(await read(draft.uuid)).toMatchObject({ discount_code: 'MIN30', discount_total: 6, total: 59.9 });
    expect((await read(draft.uuid)).tax_lines).toEqual([{ rate: 7, base: 55.98, amount: 3.92 }]);
    await prices(20);
    expect(await read(draft.uuid)).toMatchObject({ discount_code: 'MIN30', discount_total: 0, total: 25.9 });
  });
});
