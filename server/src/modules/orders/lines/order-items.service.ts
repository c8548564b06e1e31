import { fromCents, moneyColumn, toCents } from '@contract/money';
import { linePricing, type PricingLine } from '@contract/order-pricing';
import type { OrderItem } from '@contract/product-lines';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { type ItemRow, toItemOption, toOrderItem } from '../../../db/order-lines';
import { type OrderItemOption, orderItems, products } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { getTaxSettings, readTaxClasses } from '../../tax';
import type { OrderRow } from '../queries/order-mapping.service';
import { rateItem } from './line-rates';

/*
 * The lines of an order (docs/decisions/040). The order's `price` is the sum of its lines' totals
 * and its product_id/product_name name the first line, so every sum and list keeps reading the
 * order's own columns; only the answers that show the lines read them.
 */

/** A line before it is written: what the order's insert or submission needs of it. */
export type NewItem = Omit<typeof orderItems.$inferInsert, 'id' | 'businessId' | 'orderId' | 'position'>;

/**
 * The one line of an order started the old way: its product (or none) at its price. A gift-card
 * product makes it a gift card of that value (untaxed, issued when paid).
 */
export const singleLine = (values: {
  productId?: string | null;
  productName?: string | null;
  /** The product's class (docs/decisions/046); the line is rated when it is written. */
  taxClassId?: string | null;
  price: string;
  giftCard?: boolean | undefined;
}): NewItem => ({
  taxClassId: values.taxClassId ?? null,
  productId: values.productId ?? null,
  productName: values.productName ?? null,
  variantId: null,
  variantName: null,
  options: [],
  quantity: 1,
  unitPrice: values.price,
  total: values.price,
  kind: values.giftCard ? 'gift_card' : 'flowers',
});

/** A line's price: its size's (or product's) price and its add-ons', times how many. */
export function pricedLine(line: {
  basePrice: string;
  options: OrderItemOption[];
  quantity: number;
}): Pick<NewItem, 'unitPrice' | 'total'> {
  const unit =
    toCents(Number(line.basePrice)) + line.options.reduce((s, o) => s + toCents(Number(o.price)), 0);
  return { unitPrice: moneyColumn(fromCents(unit)), total: moneyColumn(fromCents(unit * line.quantity)) };
}

/** The order's price: the sum of its lines' totals, as a numeric column stores it. */
export const linesPrice = (items: Pick<NewItem, 'total'>[]) =>
  moneyColumn(fromCents(items.reduce((sum, item) => sum + toCents(Number(item.total)), 0)));

/**
 * The lines as the pricing rule takes them, each at the rate stored on it (docs/decisions/046):
 * its size's part at the line's rate, its add-ons at theirs, a gift card untaxed and undiscounted.
 */
export const pricingLines = (
  items: Pick<NewItem, 'total' | 'kind' | 'quantity' | 'taxRate' | 'options'>[],
): PricingLine[] =>
  items.flatMap((item) =>
    linePricing({
      total_cents: toCents(Number(item.total)),
      quantity: item.quantity ?? 1,
      rate: Number(item.taxRate ?? 0),
      gift_card: item.kind === 'gift_card',
      options: (item.options ?? []).map((o) => ({
        cents: toCents(Number(o.price)),
        rate: o.tax_rate === undefined ? undefined : Number(o.tax_rate),
      })),
    }),
  );

/**
 * The lines as the table will store them, before the insert has run: each column the insert
 * leaves to the table's default filled in with that default.
 */
const unsavedRows = (ids: string[], items: NewItem[]): ItemRow[] =>
  items.map((item, position) => ({
    id: ids[position] ?? '',
    businessId: '',
    orderId: '',
    position,
    productId: item.productId ?? null,
    variantId: item.variantId ?? null,
    productName: item.productName ?? null,
    variantName: item.variantName ?? null,
    options: item.options ?? [],
    quantity: item.quantity ?? 1,
    unitPrice: item.unitPrice,
    total: item.total,
    kind: item.kind ?? 'flowers',
    taxRate: item.taxRate ?? '0',
    taxClassId: item.taxClassId ?? null,
    taxClassName: item.taxClassName ?? null,
  }));

/** `taxClassId` → `tax_class_id`: the table's own column names, which jsonb_to_recordset matches. */
const columnName = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The lines as the draft's one statement inserts them (jsonb_to_recordset), in order. */
export const itemsParam = (ids: string[], items: NewItem[]) =>
  JSON.stringify(
    // The statement fills in the shop and the order itself.
    unsavedRows(ids, items).map(({ businessId: _shop, orderId: _order, ...row }) =>
      Object.fromEntries(Object.entries(row).map(([field, value]) => [columnName(field), value])),
    ),
  );

/** The lines insertDraft writes, as the answer shows them before they are read back. */
export const unsavedItems = (ids: string[], items: NewItem[]): OrderItem[] =>
  unsavedRows(ids, items).map(toOrderItem);

/**
 * An order's lines as JSON built by the database, for a statement that reads the order: the outer
 * row is named in full (an interpolated column would bind to the subquery's own).
 */
export const itemsJson = sql<ItemJson[]>`coalesce((
  select json_agg(json_build_object('id', oi.id, 'product_id', oi.product_id, 'product_name', oi.product_name,
    'variant_id', oi.variant_id, 'variant_name', oi.variant_name, 'options', oi.options,
    'quantity', oi.quantity, 'unit_price', oi.unit_price, 'total', oi.total, 'kind', oi.kind,
    'tax_rate', oi.tax_rate, 'tax_class', oi.tax_class_name)
    order by oi.position)
  from ${orderItems} oi where oi.order_id = "orders"."id"), '[]')`;

type ItemJson = {
  id: string;
  product_id: string | null;
  product_name: string | null;
  variant_id: string | null;
  variant_name: string | null;
  options: OrderItemOption[];
  quantity: number;
  unit_price: string | number;
  total: string | number;
  kind: 'flowers' | 'gift_card';
  tax_rate: string | number;
  tax_class: string | null;
};

export const fromItemsJson = (rows: ItemJson[]): OrderItem[] =>
  rows.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    variant_id: row.variant_id,
    variant_name: row.variant_name,
    options: row.options.map((o) => toItemOption(o, row.tax_rate)),
    quantity: row.quantity,
    unit_price: Number(row.unit_price),
    total: Number(row.total),
    kind: row.kind,
    tax_rate: Number(row.tax_rate),
    tax_class: row.tax_class,
  }));

/**
 * Staff set an order's flowers price (POST /api/orders/{uuid}/prices), in their transaction. An
 * order of one line of one (every order made before lines, and every staff draft) keeps reading
 * and writing as before: its line takes the price. An order of several lines, or of several of
 * one, has no one line to put it on: staff are asked to change the lines instead (409).
 */
export async function setSingleLinePrice(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'businessId' | 'price' | 'productId' | 'productName'>,
  price: number,
) {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const column = moneyColumn(price);
  const [line] = lines;
  if (lines.length === 0) {
    if (price === 0 && !order.productId) return;
    // A line priced now is rated now, at its product's class (docs/decisions/046).
    const [product] = order.productId
      ? await tx
          .select({ taxClassId: products.taxClassId })
          .from(products)
          .where(eq(products.id, order.productId))
      : [];
    const book = {
      tax: await getTaxSettings(tx, { businessId: order.businessId }),
      classes: await readTaxClasses(tx, { businessId: order.businessId }),
    };
    await tx.insert(orderItems).values({
      ...rateItem(book, singleLine({ ...order, taxClassId: product?.taxClassId ?? null, price: column })),
      businessId: order.businessId,
      orderId: order.id,
    });
    return;
  }
  if (lines.length > 1 || (line && line.quantity > 1)) {
    if (toCents(price) === toCents(Number(order.price))) return;
    throw new AppError(
      'CONFLICT',
      'This order has several items; its price is the sum of their prices. Change the items instead.',
      { price: 'The price of an order of several items follows its items' },
    );
  }
  if (line)
    await tx.update(orderItems).set({ unitPrice: column, total: column }).where(eq(orderItems.id, line.id));
}
