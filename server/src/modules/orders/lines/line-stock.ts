import type { OrderItem } from '@contract/product-lines';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type ItemRow, lineJson, toOrderItem } from '../../../db/order-lines';
import { prepared } from '../../../db/prepared';
import { orderItems, orders, productOptions, products, productVariants } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { type LineStockShifts, shiftLineStock } from '../../products';
import type { OrderRow } from '../queries/order-mapping.service';

/*
 * The stock an order's lines take when it is placed (docs/decisions/040): per line its size (or
 * its product when it has none) and each add-on, times the line's quantity. Made-to-order things
 * (no count) take nothing.
 */

export type LineStock = {
  item: OrderItem;
  /** How many are left, as read; null: made to order. */
  productQuantity: number | null;
  variantQuantity: number | null;
  optionQuantities: Record<string, number | null>;
};

type LineStockJson = {
  item: Parameters<typeof toOrderItem>[0];
  productQuantity: number | null;
  variantQuantity: number | null;
  optionQuantities: Record<string, number | null> | null;
};

/**
 * The order's lines with the stock of what they name, as one JSON array: the submission reads
 * them in its read of the order (`orderId`: that statement's order id, qualified; plain names as
 * in lineJson).
 */
export const lineStockJsonOf = (orderId: SQL) =>
  sql<LineStockJson[]>`coalesce((select json_agg(json_build_object(
      'item', ${lineJson},
      'productQuantity', line_product.current_quantity,
      'variantQuantity', line_variant.current_quantity,
      'optionQuantities', (select json_object_agg(o.id, o.current_quantity) from ${productOptions} o
        where o.id in (select (e->>'option_id')::uuid from jsonb_array_elements(line.options) e))
    ) order by line.position)
    from ${orderItems} line
    left join ${products} line_product on line_product.id = line.product_id
    left join ${productVariants} line_variant on line_variant.id = line.variant_id
    where line.order_id = ${orderId}), '[]'::json)`;

/** lineStockJsonOf's answer as the lines the submission checks. */
export const toLineStock = (lines: LineStockJson[]): LineStock[] =>
  lines.map((row) => ({
    item: toOrderItem(row.item),
    productQuantity: row.productQuantity,
    variantQuantity: row.variantQuantity,
    optionQuantities: row.optionQuantities ?? {},
  }));

/** The order's lines with the stock of what they name, in one read. */
export async function readLineStock(tx: Tx, orderId: string): Promise<LineStock[]> {
  const [row] = await prepared(tx, 'line_stock', (d) =>
    d
      .select({ lines: lineStockJsonOf(sql`${orders}."id"`) })
      .from(orders)
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare('line_stock'),
  ).execute({ orderId });
  return toLineStock(row?.lines ?? []);
}

type Need = { id: string; n: number; name: string; left: number };
export type StockNeeds = { products: Need[]; variants: Need[]; options: Need[] };

/** What placing the order takes from each counted product, size and add-on. */
export function stockNeeds(lines: LineStock[]): StockNeeds {
  const tally = () => new Map<string, Need>();
  const needs = { products: tally(), variants: tally(), options: tally() };
  const add = (map: Map<string, Need>, id: string, n: number, name: string, left: number | null) => {
    if (left === null) return;
    const need = map.get(id) ?? { id, n: 0, name, left };
    need.n += n;
    map.set(id, need);
  };
  for (const { item, productQuantity, variantQuantity, optionQuantities } of lines) {
    const name = [item.product_name, item.variant_name].filter(Boolean).join(' — ');
    if (item.variant_id) add(needs.variants, item.variant_id, item.quantity, name, variantQuantity);
    else if (item.product_id) add(needs.products, item.product_id, item.quantity, name, productQuantity);
    for (const option of item.options) {
      add(
        needs.options,
        option.option_id,
        item.quantity,
        option.name,
        optionQuantities[option.option_id] ?? null,
      );
    }
  }
  return {
    products: [...needs.products.values()],
    variants: [...needs.variants.values()],
    options: [...needs.options.values()],
  };
}

export const needCount = (needs: StockNeeds) =>
  needs.products.length + needs.variants.length + needs.options.length;

/** The first thing there is not enough of, as read (the write decides races, this names them). */
export const shortOf = (needs: StockNeeds): Need | undefined =>
  [...needs.variants, ...needs.products, ...needs.options].find((need) => need.left < need.n);

export const soldOutLine = (name: string) =>
  new AppError('CONFLICT', `Sorry, ${name} has just sold out. Please choose another or fewer.`, {
    sold_out: name,
  });

/** The needs as the submission statement's parameters. */
export const stockParams = (needs: StockNeeds) => ({
  stock_products: JSON.stringify(needs.products.map(({ id, n }) => ({ id, n }))),
  stock_variants: JSON.stringify(needs.variants.map(({ id, n }) => ({ id, n }))),
  stock_options: JSON.stringify(needs.options.map(({ id, n }) => ({ id, n }))),
  stock_needed: needCount(needs),
});

type CountedLine = Partial<Pick<ItemRow, 'productId' | 'variantId' | 'options' | 'quantity'>>;

/**
 * What changing an order's lines from `before` to `after` takes from stock (positive) or gives
 * back (negative), per product, size and add-on, counted as the submission counts them: a line's
 * size (or its product without one) and each add-on, times its quantity. Deleting a placed order
 * is a change to no lines at all.
 */
export function stockShifts(before: CountedLine[], after: CountedLine[]): LineStockShifts {
  const tally = { products: new Map<string, number>(), variants: new Map(), options: new Map() };
  const count = (lines: CountedLine[], sign: number) => {
    for (const line of lines) {
      const add = (map: Map<string, number>, id: string) =>
        map.set(id, (map.get(id) ?? 0) + sign * (line.quantity ?? 1));
      if (line.variantId) add(tally.variants, line.variantId);
      else if (line.productId) add(tally.products, line.productId);
      for (const option of line.options ?? []) add(tally.options, option.option_id);
    }
  };
  count(after, 1);
  count(before, -1);
  const shifts = (map: Map<string, number>) =>
    [...map].filter(([, take]) => take !== 0).map(([id, take]) => ({ id, take }));
  return {
    products: shifts(tally.products),
    variants: shifts(tally.variants),
    options: shifts(tally.options),
  };
}

/**
 * A placed order that is deleted gives back what its lines took (a draft took nothing), in the
 * deletion's transaction (docs/decisions/054).
 */
export async function giveBackLineStock(tx: Tx, order: Pick<OrderRow, 'id' | 'businessId' | 'orderStatus'>) {
  if (order.orderStatus === 'draft') return;
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await shiftLineStock(tx, order.businessId, stockShifts(lines, []));
}
