import type { OrderItem } from '@contract/product-lines';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { prepared } from './prepared';
import { type OrderItemOption, orderItems } from './schema';

/*
 * How an order's stored lines read as the lines the answers show. The orders module writes them;
 * the invoice copies them when it is issued, and it is issued by the payments module, which the
 * orders module calls: so the reading lives below both, and neither imports the other's way round
 * (docs/architecture.md, Boundaries). Reading a table needs no owner; writing it does.
 */

export type ItemRow = typeof orderItems.$inferSelect;

/** An add-on as answers show it: without a rate of its own (written before they had one), its line's. */
export const toItemOption = (o: OrderItemOption, lineRate: string | number) => ({
  option_id: o.option_id,
  name: o.name,
  price: Number(o.price),
  tax_rate: Number(o.tax_rate ?? lineRate),
});

/** What an answer's line is made of. */
type ItemColumns = Pick<
  ItemRow,
  | 'id'
  | 'productId'
  | 'productName'
  | 'variantId'
  | 'variantName'
  | 'options'
  | 'quantity'
  | 'unitPrice'
  | 'total'
  | 'kind'
  | 'taxRate'
  | 'taxClassName'
>;

export const toOrderItem = (row: ItemColumns): OrderItem => ({
  id: row.id,
  product_id: row.productId,
  product_name: row.productName,
  variant_id: row.variantId,
  variant_name: row.variantName,
  options: row.options.map((o) => toItemOption(o, row.taxRate)),
  quantity: row.quantity,
  unit_price: Number(row.unitPrice),
  total: Number(row.total),
  kind: row.kind,
  tax_rate: Number(row.taxRate),
  tax_class: row.taxClassName,
});

/** The lines of several orders in one read (the index on order_id, position), by order. */
export async function readOrderItems(tx: Tx, orderIds: string[]): Promise<Map<string, OrderItem[]>> {
  const byOrder = new Map<string, OrderItem[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await tx
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) byOrder.get(row.orderId)?.push(toOrderItem(row));
  return byOrder;
}

/** One order's lines, in their order. */
export async function readItemsOf(tx: Tx, orderId: string): Promise<OrderItem[]> {
  return (await itemsOfStatement(tx).execute({ order_id: orderId })).map(toOrderItem);
}

/** Prepared: applying a code and other changes of an order read its lines on every call. */
const itemsOfStatement = (tx: Tx) =>
  prepared(tx, 'items_of_order', (d) =>
    d
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, sql.placeholder('order_id')))
      .orderBy(asc(orderItems.position))
      .prepare('items_of_order'),
  );

/**
 * One line (order_items named `line` in the statement) as a JSON object of ItemColumns' keys, its
 * amounts as text as the driver reads them: toOrderItem reads it like a row. Written with plain
 * qualified names: Drizzle leaves a column's table out in a select from one table, and inside a
 * subquery an unqualified name is the subquery's own.
 */
export const lineJson = sql.raw(`json_build_object(
  'id', line.id, 'productId', line.product_id, 'productName', line.product_name,
  'variantId', line.variant_id, 'variantName', line.variant_name, 'options', line.options,
  'quantity', line.quantity, 'unitPrice', line.unit_price::text, 'total', line.total::text,
  'kind', line.kind, 'taxRate', line.tax_rate::text, 'taxClassName', line.tax_class_name)`);

/**
 * An order's lines in their order as one JSON array, for a statement that reads the order: the
 * order and its lines in one round trip instead of two (`orderId`: the statement's order id,
 * qualified, e.g. sql`${orders}."id"`).
 */
export const linesJsonOf = (orderId: SQL) =>
  sql<ItemColumns[]>`coalesce((select json_agg(${lineJson} order by line.position)
    from ${orderItems} line where line.order_id = ${orderId}), '[]'::json)`;
