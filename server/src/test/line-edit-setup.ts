import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { productOptions, products, productVariants } from '../db/schema';
import type { App } from '../lib/context';
import { createProduct } from './product-setup';
import { deliveryDetails, openShop, vatIncluded } from './shop-setup';
import { uniqueIp } from './test-app';

/*
 * A shop whose orders' lines staff change (docs/decisions/054): VAT included at 19 %, flowers at
 * "Reduced" 7 %; a Rose bouquet in Standard (40, made to order) and Deluxe (60, 10 in stock)
 * offering a Glass vase (12.50 at 19 %, 10 in stock), and a Tulip bunch (20, 10 in stock).
 */

export type LineShop = Awaited<ReturnType<typeof lineShop>>;

export async function lineShop(app: App) {
  const shop = await openShop(app);
  const send = async <T>(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method, url, headers: shop.headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  await send('PUT', '/api/business-settings/tax', vatIncluded(19));
  const reduced = await send<{ id: string }>('POST', '/api/business-settings/tax/classes', {
    name: 'Reduced',
    rate: 7,
  });
  const vase = await send<{ id: string }>('POST', '/api/product-options', {
    name: 'Glass vase',
    price: 12.5,
    current_quantity: 10,
  });
  const roses = await createProduct(app, shop.headers, {
    name: 'Rose bouquet',
    price: '40',
    tax_class_id: reduced.id,
  });
  const sized = await send<{ variants: { id: string }[] }>('PATCH', `/api/products/${roses.id}`, {
    variants: [
      { name: 'Standard', price: 40 },
      { name: 'Deluxe', price: 60, current_quantity: 10 },
    ],
    option_ids: [vase.id],
  });
  const [standard, deluxe] = sized.variants as [{ id: string }, { id: string }];
  const tulips = await createProduct(app, shop.headers, {
    name: 'Tulip bunch',
    price: '20',
    current_quantity: '10',
    tax_class_id: reduced.id,
  });
  return { shop, reduced, vase, roses, standard, deluxe, tulips };
}

type Line = { product_id: string; variant_id?: string; option_ids?: string[]; quantity?: number };

/** A storefront cart of these lines, placed by its customer (delivery to 10115 for 5.90). */
export async function placedOrder(app: App, shop: LineShop['shop'], items: Line[]) {
  const cart = await app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    remoteAddress: uniqueIp(),
    payload: { delivery_type: 'delivery', items },
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const { uuid } = cart.json<{ uuid: string }>();
  const placed = await app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    remoteAddress: uniqueIp(),
    payload: deliveryDetails(),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return placed.json<{ uuid: string; items: { id: string; product_name: string; quantity: number }[] }>();
}

/** What is left of the Deluxe size, the vase and the tulips, as the database holds it. */
export async function stockLeft(database: Database, s: LineShop) {
  const [deluxe] = await database.db
    .select({ n: productVariants.currentQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, s.deluxe.id));
  const [vase] = await database.db
    .select({ n: productOptions.currentQuantity })
    .from(productOptions)
    .where(eq(productOptions.id, s.vase.id));
  const [tulips] = await database.db
    .select({ n: products.currentQuantity })
    .from(products)
    .where(eq(products.id, s.tulips.id));
  return { deluxe: deluxe?.n, vase: vase?.n, tulips: tulips?.n };
}

export const putLines = (app: App, headers: Record<string, string>, uuid: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/orders/${uuid}/lines`, headers, payload: payload as object });

export const markPaid = async (app: App, headers: Record<string, string>, uuid: string) => {
  const paid = await app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/paid`,
    headers,
    payload: { payment_method: 'cash' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
};

/** The first two lines of an order, which the test placed. */
export function twoLines(order: { items: { id: string }[] }): [{ id: string }, { id: string }] {
  const [first, second] = order.items;
  if (!first || !second) throw new Error('the order has fewer than two lines');
  return [first, second];
}
