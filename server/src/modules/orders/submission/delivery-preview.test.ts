import { fromCents, toCents } from '@contract/cents';
import { priceWithDelivery } from '@contract/order-pricing';
import type { PublicOrder } from '@contract/orders';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/product-setup';
import { deliveryDetails, openShop, salesTaxOnTop, vatIncluded } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * The order page adds the delivery price of the zip code typed to the total before the server has
 * set it (contract/order-pricing priceWithDelivery): what it shows must be what the server then
 * charges, tax and all, for each way a shop may tax.
 */

const t = setupTestApp();

const taxes = {
  'VAT in the prices, delivery at its own rate': vatIncluded(7, { delivery_rate: 19 }),
  'sales tax on top, delivery at the main line’s rate': salesTaxOnTop(8.875),
  'no tax': { mode: 'none', prices_include_tax: true, rate: 0, delivery_taxed: false, delivery_rate: null },
};

describe('the order page’s total with the zip code’s delivery price', () => {
  it.each(Object.entries(taxes))('is the one the server charges: %s', async (_name, tax) => {
    const shop = await openShop(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/tax',
      headers: shop.headers,
      payload: tax,
    });
    expect(put.statusCode, put.body).toBe(200);
    const product = await createProduct(t.app, shop.headers, { price: '33.30' });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      payload: { delivery_type: 'delivery', items: [{ product_id: product.id, quantity: 2 }] },
      remoteAddress: uniqueIp(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const draft = started.json<PublicOrder>();
    expect(draft.delivery_price).toBeNull();
    // The shop's only zip code, 10115, costs 5.90.
    const preview = priceWithDelivery(draft, toCents(5.9));
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}`,
      payload: deliveryDetails(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const placed = sent.json<PublicOrder>();
    expect(placed.delivery_price).toBe(5.9);
    expect(placed.total).toBeGreaterThan(draft.total + 5.8);
    expect(placed.tax_lines.length > 0).toBe(tax.mode !== 'none');
    expect({
      total: fromCents(preview.total),
      net_total: fromCents(preview.net_total),
      tax_total: fromCents(preview.tax_total),
      tax_lines: preview.tax_lines.map((line) => ({
        rate: line.rate,
        base: fromCents(line.base),
        amount: fromCents(line.amount),
      })),
    }).toEqual({
      total: placed.total,
      net_total: placed.net_total,
      tax_total: placed.tax_total,
      tax_lines: placed.tax_lines,
    });
  });
});
