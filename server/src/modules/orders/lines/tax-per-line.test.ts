import fs from 'node:fs';
import path from 'node:path';
import { linePricing, priceOrder } from '@contract/order-pricing';
import type { TaxSettings } from '@contract/tax';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../../db/schema';
import { createProduct } from '../../../test/product-setup';
import { deliveryDetails, draftOrder, openShop, salesTaxOnTop, vatIncluded } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * Tax per line (docs/decisions/046): flowers at 7 %, a vase at 19 %, delivery following the main
 * line; each line stores its rate, and a placed order is priced with those rates whatever the
 * shop's settings say later. Existing orders get their stored rates from the migration.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

const vat = vatIncluded(19);
const putSettings = (shop: Shop, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/business-settings/tax', headers: shop.headers, payload });
const read = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).json();

async function post<T>(
  shop: Shop,
  url: string,
  payload: Record<string, unknown>,
  method: 'POST' | 'PUT' = 'POST',
) {
  const response = await t.app.inject({ method, url, headers: shop.headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

/** A shop at 19 % whose flowers are "Reduced" (7 %) and whose vase is at the default 19 %. */
async function twoRateShop() {
  const shop = await openShop(t.app);
  await putSettings(shop, vat);
  const reduced = await post<{ id: string }>(shop, '/api/business-settings/tax/classes', {
    name: 'Reduced',
    rate: 7,
  });
  const vase = await post<{ id: string }>(shop, '/api/product-options', { name: 'Vase', price: 11.9 });
  const tulips = await createProduct(t.app, shop.headers, {
    name: 'Tulips',
    price: '42.80',
    tax_class_id: reduced.id,
  });
  const offered = await t.app.inject({
    method: 'PATCH',
    url: `/api/products/${tulips.id}`,
    headers: shop.headers,
    payload: { option_ids: [vase.id] },
  });
  expect(offered.statusCode, offered.body).toBe(200);
  return { shop, reduced, vase, tulips };
}

async function storefrontOrder(shop: Shop, items: Record<string, unknown>[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    payload: { delivery_type: 'delivery', items },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('an order at two rates', () => {
  it('lists both rates, delivery at the flowers’ rate, totals exact to the cent', async () => {
    const { shop, vase, tulips } = await twoRateShop();
    const draft = await storefrontOrder(shop, [{ product_id: tulips.id, option_ids: [vase.id] }]);
    expect(draft.items).toEqual([
      expect.objectContaining({
        tax_rate: 7,
        tax_class: 'Reduced',
        options: [{ option_id: vase.id, name: 'Vase', price: 11.9, tax_rate: 19 }],
      }),
    ]);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}`,
      payload: deliveryDetails(),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // 7 %: flowers 42.80 + delivery 5.90 = 48.70 → 3.19; 19 %: the vase 11.90 → 1.90.
    expect(placed.json()).toMatchObject({
      price: 54.7,
      delivery_price: 5.9,
      total: 60.6,
      net_total: 55.51,
      tax_total: 5.09,
      tax_lines: [
        { rate: 7, base: 45.51, amount: 3.19 },
        { rate: 19, base: 10, amount: 1.9 },
      ],
    });
  });

  it('is totalled on the storefront as the order is: each price carries its rate', async () => {
    const { shop, vase, tulips } = await twoRateShop();
    const store = await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}/products` });
    const product = store.json().items.find((p: { id: string }) => p.id === tulips.id);
    expect(product).toMatchObject({ tax_rate: 7, options: [{ id: vase.id, tax_rate: 19 }] });
    const shopTax = (
      await t.app.inject({ method: 'GET', url: `/api/storefront/${shop.business.url}` })
    ).json().tax as TaxSettings;
    const lines = linePricing({
      total_cents: 2 * 5470,
      quantity: 2,
      rate: product.tax_rate,
      options: [{ cents: 1190, rate: product.options[0].tax_rate }],
    });
    const preview = priceOrder({ lines, delivery: 0, tax: shopTax });
    const draft = await storefrontOrder(shop, [
      { product_id: tulips.id, option_ids: [vase.id], quantity: 2 },
    ]);
    expect(Math.round(draft.total * 100)).toBe(preview.total);
    expect(Math.round(draft.tax_total * 100)).toBe(preview.tax_total);
  });

  it('keeps its line rates after the settings change, and a staff price change uses them', async () => {
    const { shop, reduced, vase, tulips } = await twoRateShop();
    const draft = await storefrontOrder(shop, [{ product_id: tulips.id, option_ids: [vase.id] }]);
    await t.app.inject({ method: 'POST', url: `/api/orders/${draft.uuid}`, payload: deliveryDetails() });
    const before = await read(draft.uuid);
    // The shop changes every rate: the placed order's figures stay as they are.
    await putSettings(shop, { ...vat, rate: 16, delivery_rate: 5 });
    await post(shop, `/api/business-settings/tax/classes/${reduced.id}`, { rate: 5 }, 'PUT');
    expect(await read(draft.uuid)).toEqual(before);
    // Staff price the flowers higher: 64.70 with the 11.90 vase; delivery keeps its stored 7 %.
    await post(shop, `/api/orders/${draft.uuid}/prices`, { price: 64.7, delivery_price: 5.9 });
    // 7 %: 52.80 + 5.90 = 58.70 → 3.84; 19 %: 1.90.
    expect(await read(draft.uuid)).toMatchObject({
      total: 70.6,
      tax_total: 5.74,
      tax_lines: [
        { rate: 7, base: 54.86, amount: 3.84 },
        { rate: 19, base: 10, amount: 1.9 },
      ],
      items: [{ tax_rate: 7, tax_class: 'Reduced' }],
    });
  });
});

describe('margin in a VAT shop', () => {
  it('is counted on the goods’ net after the discount, on the cost page and in analytics', async () => {
    const shop = await openShop(t.app);
    await putSettings(shop, vat);
    await post(shop, '/api/discount-codes', { code: 'TEN', kind: 'fixed', value: 10 });
    const draft = await draftOrder(t.app, shop.headers, { price: 129 });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${draft.uuid}/discount`,
      payload: { code: 'TEN' },
    });
    await t.app.inject({ method: 'POST', url: `/api/orders/${draft.uuid}`, payload: deliveryDetails() });
    await post(shop, `/api/orders/${draft.uuid}/paid`, { payment_method: 'cash' });
    const stock = await post<{ items: { flower: { id: string } }[] }>(shop, '/api/stock/', {
      type: 'purchase',
      items: [{ name: 'Rose', quantity: 10, unit_cost: 2 }],
    });
    const rose = stock.items[0]?.flower.id as string;
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 10, order_uuid: draft.uuid });
    // 129 − 10 = 119.00 with 19 % in it: 100.00 of goods; delivery is not the flowers' revenue.
    const cost = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${draft.uuid}/cost`, headers: shop.headers })
    ).json();
    expect(cost).toMatchObject({ price: 100, cost: 20, margin: 80, net: true });
    const today = new Date().toISOString().slice(0, 10);
    const analytics = await t.app.inject({
      method: 'GET',
      url: `/api/analytics?start=${today}&end=${today}`,
      headers: shop.headers,
    });
    expect(analytics.json().margin).toEqual({ revenue: 100, cost: 20, margin: 80, orders: 1 });
  });
});

/** The migration's backfill of existing orders (server/src/db/migrations/0033_tax_per_line.sql). */
const backfill = () => {
  const dir = path.join(import.meta.dirname, '../../../db/migrations');
  const file = fs.readdirSync(dir).find((name) => name.endsWith('_tax_per_line.sql'));
  const text = fs.readFileSync(path.join(dir, file as string), 'utf8');
  return text.slice(text.indexOf('WITH base AS'));
};

describe('the migration', () => {
  it('gives orders made before it the rates their stored figures say, and how they were priced', async () => {
    const cases: { tax: Record<string, unknown>; method?: string; giftCard?: boolean }[] = [
      { tax: vat },
      { tax: { ...vat, rate: 7, delivery_rate: 19 } },
      { tax: { ...vat, delivery_taxed: false } },
      {
        tax: salesTaxOnTop(8.875),
      },
      { tax: { ...vat, mode: 'none' } },
      { tax: vat, method: 'pickup' },
      { tax: vat, giftCard: true },
    ];
    const ids: string[] = [];
    const shops: Shop[] = [];
    for (const { tax, method = 'delivery', giftCard } of cases) {
      const shop = await openShop(t.app);
      await putSettings(shop, tax);
      const card = giftCard
        ? await createProduct(t.app, shop.headers, { name: 'Gift card', price: '50', kind: 'gift_card' })
        : null;
      const flowers = await createProduct(t.app, shop.headers, { name: 'Roses', price: '39.90' });
      const draft = card
        ? await storefrontOrder(shop, [{ product_id: flowers.id }, { product_id: card.id }])
        : await draftOrder(t.app, shop.headers, { method, price: 39.9 });
      const placed = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${draft.uuid}`,
        payload: method === 'pickup' ? deliveryDetails({ location_id: shop.location.id }) : deliveryDetails(),
      });
      expect(placed.statusCode, placed.body).toBe(200);
      ids.push(draft.uuid);
      shops.push(shop);
    }
    const snapshot = async () => ({
      orders: await t.database.db
        .select({
          id: orders.id,
          method: orders.method,
          total: orders.total,
          taxIncluded: orders.taxIncluded,
          deliveryTaxRate: orders.deliveryTaxRate,
          goodsNet: orders.goodsNet,
        })
        .from(orders)
        .where(inArray(orders.id, ids))
        .orderBy(orders.id),
      lines: await t.database.db
        .select({ id: orderItems.id, rate: orderItems.taxRate, name: orderItems.taxClassName })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        .orderBy(orderItems.id),
    });
    const priced = await snapshot();
    expect(priced.lines.map((line) => line.rate).sort()).toEqual(
      ['0.000', '0.000', '7.000', '8.875', '19.000', '19.000', '19.000', '19.000'].sort(),
    );
    // As the rows stood before the migration: no rates, no record of how they were priced.
    await t.database.db
      .update(orderItems)
      .set({ taxRate: '0', taxClassName: null })
      .where(inArray(orderItems.orderId, ids));
    await t.database.db
      .update(orders)
      .set({ taxIncluded: true, deliveryTaxRate: '0', goodsNet: '0' })
      .where(inArray(orders.id, ids));
    await t.database.db.execute(sql.raw(backfill()));
    const migrated = await snapshot();
    expect(migrated.lines).toEqual(priced.lines);
    // A pickup order says nothing of delivery's rate; every other figure is the one priced.
    const comparable = (rows: typeof priced.orders) =>
      rows.map((row) => (row.method === 'pickup' ? { ...row, deliveryTaxRate: '-' } : row));
    expect(comparable(migrated.orders)).toEqual(comparable(priced.orders));
    // And priced again by the rule now stored on it (a staff correction to the same prices), each
    // keeps every figure it had.
    for (const [index, uuid] of ids.entries()) {
      const before = await read(uuid);
      await post(shops[index] as Shop, `/api/orders/${uuid}/prices`, {
        price: before.price,
        delivery_price: before.delivery_price,
      });
      expect(await read(uuid)).toEqual(before);
    }
  });
});
