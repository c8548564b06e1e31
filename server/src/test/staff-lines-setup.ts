import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/client';
import { orders, productOptions, productVariants } from '../db/schema';
import type { App } from '../lib/context';
import { createProduct } from './product-setup';
import { counterSale, daysFromNow, openShop, vatIncluded } from './shop-setup';

/*
 * A shop for the lines staff enter (docs/decisions/052): prices include 19 % VAT; its roses are at
 * "Reduced" (7 %) in two sizes, Standard 40 (5 left) and Deluxe 60 (1 left), offering a glass vase
 * 12.50 at the default rate (10 left); its tulips (30, made to order) offer no add-on.
 */

async function send<T>(
  app: App,
  headers: Record<string, string>,
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload: Record<string, unknown>,
) {
  const response = await app.inject({ method, url, headers, payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

export async function linesShop(app: App) {
  const shop = await openShop(app);
  const { headers } = shop;
  await send(app, headers, 'PUT', '/api/business-settings/tax', vatIncluded(19));
  const reduced = await send<{ id: string }>(app, headers, 'POST', '/api/business-settings/tax/classes', {
    name: 'Reduced',
    rate: 7,
  });
  const vase = await send<{ id: string }>(app, headers, 'POST', '/api/product-options', {
    name: 'Glass vase',
    price: 12.5,
    current_quantity: 10,
  });
  const roses = await createProduct(app, headers, {
    name: 'Rose bouquet',
    price: '40',
    tax_class_id: reduced.id,
  });
  const sized = await send<{ variants: { id: string }[] }>(
    app,
    headers,
    'PATCH',
    `/api/products/${roses.id}`,
    {
      variants: [
        { name: 'Standard', price: 40, current_quantity: 5 },
        { name: 'Deluxe', price: 60, current_quantity: 1 },
      ],
      option_ids: [vase.id],
    },
  );
  const [standard, deluxe] = sized.variants as [{ id: string }, { id: string }];
  const tulips = await createProduct(app, headers, { name: 'Tulips', price: '30' });
  return { ...shop, reduced, vase, roses, standard, deluxe, tulips };
}

export type LinesShop = Awaited<ReturnType<typeof linesShop>>;

/** How many are left of these sizes and add-ons, by id (null: made to order). */
export async function stockLeft(db: Db, ids: { variants?: string[]; options?: string[] }) {
  const left = new Map<string, number | null>();
  if (ids.variants?.length) {
    const rows = await db
      .select({ id: productVariants.id, left: productVariants.currentQuantity })
      .from(productVariants)
      .where(inArray(productVariants.id, ids.variants));
    for (const row of rows) left.set(row.id, row.left);
  }
  for (const id of ids.options ?? []) {
    const [row] = await db
      .select({ left: productOptions.currentQuantity })
      .from(productOptions)
      .where(eq(productOptions.id, id));
    left.set(id, row?.left ?? null);
  }
  return Object.fromEntries(left);
}

/** How many orders the shop has (a refused one must leave none behind). */
export const ordersOf = async (db: Db, shop: LinesShop) =>
  (await db.select({ id: orders.id }).from(orders).where(eq(orders.businessId, shop.business.id))).length;

/** Two Standard roses, and one Deluxe with a vase. */
export const twoLines = (shop: LinesShop) => [
  { product_id: shop.roses.id, variant_id: shop.standard.id, quantity: 2 },
  { product_id: shop.roses.id, variant_id: shop.deluxe.id, option_ids: [shop.vase.id] },
];

/** A counter sale to a walk-in, known by name, paid in cash and taken along; `extra` adds its lines. */
export const walkIn = (extra: Record<string, unknown> = {}) =>
  counterSale({ customer_name: 'Walk-in Wanda', ...extra });

/** A delivery taken on the phone, in the afternoon window (no limit), unpaid; `extra` adds its lines. */
export const phoneDelivery = (extra: Record<string, unknown> = {}) => ({
  origin: 'phone',
  method: 'delivery',
  customer_name: 'Phoebe Phone',
  customer_phone: '+49 30 555 0199',
  recipient_name: 'Rita Recipient',
  delivery_address: 'Lindenstraße 5',
  delivery_city: 'Berlin',
  delivery_zipcode: '10115',
  delivery_date: daysFromNow(2),
  time_slot: '13:00-17:00',
  ...extra,
});
