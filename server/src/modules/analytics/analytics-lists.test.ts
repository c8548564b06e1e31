import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/product-setup';
import {
  changeShop,
  daysFromNow,
  deliveryDetails,
  openShop,
  payInCash,
  sellAtCounter,
} from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';

/*
 * The best products and customers of a period (docs/product.md, Analytics): products by their
 * goods lines, refunds taken off; customers one per person, however their phone was typed.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;

async function analyticsOf(shop: Shop) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/analytics?${range}`,
    headers: shop.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    top_products: { product_id: string | null; name: string | null; count: number; revenue: number }[];
    top_customers: { customer_id: string; name: string; count: number; revenue: number }[];
  }>();
}

/** A storefront cart of these lines, placed for delivery to 10115 (5.90) and paid in cash. */
async function paidCart(shop: Shop, items: { product_id: string; quantity?: number }[], method = 'delivery') {
  const ip = uniqueIp();
  const cart = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    payload: { items, delivery_type: method },
    remoteAddress: ip,
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const { uuid } = cart.json<{ uuid: string }>();
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails(method === 'pickup' ? { location_id: shop.location.id } : {}),
    remoteAddress: ip,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = await payInCash(t.app, shop, uuid);
  expect(paid.statusCode, paid.body).toBe(200);
  return { uuid, total: placed.json<{ total: number }>().total };
}

const refund = async (shop: Shop, uuid: string, amount: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/refunds`,
    headers: shop.headers,
    payload: { amount, reason: 'Broken stems' },
  });
  expect(response.statusCode, response.body).toBe(201);
};

describe('best products', () => {
  it('count the goods lines with their quantities: no delivery, no gift cards sold', async () => {
    const shop = await openShop(t.app);
    const tulips = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '10' });
    const vase = await createProduct(t.app, shop.headers, { name: 'Vase', price: '20' });
    const card = await createProduct(t.app, shop.headers, {
      name: 'Gift card',
      price: '50',
      kind: 'gift_card',
    });
    const order = await paidCart(shop, [
      { product_id: tulips.id, quantity: 3 },
      { product_id: vase.id },
      { product_id: card.id },
    ]);
    expect(order.total).toBe(105.9);
    const { top_products } = await analyticsOf(shop);
    expect(top_products).toEqual([
      { product_id: tulips.id, name: 'Tulips', count: 3, revenue: 30 },
      { product_id: vase.id, name: 'Vase', count: 1, revenue: 20 },
    ]);
  });

  it('take refunds off: an order refunded in full drops out, one refunded in part counts what was kept', async () => {
    const shop = await openShop(t.app);
    const tulips = await createProduct(t.app, shop.headers, { name: 'Tulips', price: '10' });
    const vase = await createProduct(t.app, shop.headers, { name: 'Vase', price: '20' });
    const kept = await paidCart(
      shop,
      [{ product_id: tulips.id, quantity: 3 }, { product_id: vase.id }],
      'pickup',
    );
    const gone = await paidCart(shop, [{ product_id: vase.id, quantity: 2 }], 'pickup');
    // A tenth of the first order given back: each line keeps nine tenths.
    await refund(shop, kept.uuid, 5);
    await refund(shop, gone.uuid, gone.total);
    const { top_products } = await analyticsOf(shop);
    expect(top_products).toEqual([
      { product_id: tulips.id, name: 'Tulips', count: 3, revenue: 27 },
      { product_id: vase.id, name: 'Vase', count: 1, revenue: 18 },
    ]);
  });
});

describe('best customers', () => {
  it('are one person whose phone was typed two ways, read in the shop’s country', async () => {
    const shop = await openShop(t.app);
    // The shop is in Berlin: "030 …" is a German number.
    await changeShop(t.app, shop, { time_zone: 'Europe/Berlin' });
    const sell = async (phone: string, price: number, name = 'Paula Phone') => {
      const response = await sellAtCounter(t.app, shop.headers, {
        customer_name: name,
        customer_phone: phone,
        price,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await sell('030 5550100', 40);
    await sell('+49 30 5550100', 25.5);
    await sell('0049 (30) 555-0100', 10);
    await sell('030 5550199', 60, 'Otto Other');
    const { top_customers } = await analyticsOf(shop);
    expect(top_customers.map((c) => [c.name, c.count, c.revenue])).toEqual([
      ['Paula Phone', 3, 75.5],
      ['Otto Other', 1, 60],
    ]);
  });
});
