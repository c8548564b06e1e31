import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import { openShop, vatIncluded } from '../../test/shop-setup';
import { staffCall } from '../../test/staff-call';
import { setupOrderLines } from './order-lines-setup';

/*
 * The tax of an order of flowers and a gift card stays with the flowers when staff change its price.
 */

const { t, order, submit } = setupOrderLines();

describe('the tax of an order of flowers and a gift card', () => {
  it('stays with the flowers when staff change the delivery price of the placed order', async () => {
    const shop = await openShop(t.app);
    const deliveryUntaxed = vatIncluded(19, { delivery_taxed: false });
    const tax = await staffCall(t.app, shop, 'PUT', '/api/business-settings/tax', deliveryUntaxed);
    expect(tax.status, JSON.stringify(tax.body)).toBe(200);
    const roses = await createProduct(t.app, shop.headers, { name: 'Roses', price: '119' });
    const card = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '50',
      kind: 'gift_card',
    });
    const draft = (await order(shop, { items: [{ product_id: roses.id }, { product_id: card.id }] })).json<{
      uuid: string;
    }>();
    expect((await submit(draft.uuid)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/prices`,
      headers: shop.headers,
      payload: { price: 169, delivery_price: 20 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}` })).json();
    // 119.00 incl. 19 % = 19.00; the gift card and the (untaxed) delivery carry none.
    expect(after).toMatchObject({
      total: 189,
      tax_total: 19,
      tax_lines: [{ rate: 19, base: 100, amount: 19 }],
    });
  });
});
