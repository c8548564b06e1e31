import { and, eq, gt, gte, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { productOptions, products, productVariants } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Sells one of a product with a limited quantity, in the caller's transaction. The decrement and its
 * condition are one statement, so two customers ordering the last one queue on the row: the first
 * takes it, the second finds none left and gets a clear answer. Made-to-order products have no count.
 */
export async function takeFromStock(tx: Tx, productId: string): Promise<void> {
  const [taken] = await stockWrite(tx, productId);
  if (taken) return;
  const [product] = await tx
    .select({ name: products.name, quantity: products.currentQuantity })
    .from(products)
    .where(eq(products.id, productId));
  if (product && product.quantity !== null) throw soldOut(product.name);
}

/**
 * takeFromStock's decrement, built but not sent (db/alongside.ts): it returns the product's id when
 * one was taken, nothing when the product is made to order or sold out.
 */
export function stockWrite(tx: Tx, productId: string) {
  return tx
    .update(products)
    .set({ currentQuantity: sql`${products.currentQuantity} - 1` })
    .where(
      and(eq(products.id, productId), isNotNull(products.currentQuantity), gt(products.currentQuantity, 0)),
    )
    .returning({ id: products.id });
}

export const soldOut = (name: string) =>
  new AppError('CONFLICT', `Sorry, ${name} has just sold out. Please choose another product.`);

/** How many of one counted thing a change takes (positive) or gives back (negative). */
export type StockShift = { id: string; take: number };
export type LineStockShifts = { products: StockShift[]; variants: StockShift[]; options: StockShift[] };

const countedTables = { products, variants: productVariants, options: productOptions } as const;

/**
 * Moves the stock of products, sizes and add-ons by what an order's changed lines need, in the
 * caller's transaction (docs/decisions/054). Each row is one conditional update, so a take never
 * leaves less than nothing: two changes wanting the last ones queue on the row and the second is
 * refused (409 naming it). Rows are taken in one order (products, sizes, add-ons, each by id) so
 * that two changes never wait on each other crosswise. Made-to-order things (no count) are left.
 */
export async function shiftLineStock(tx: Tx, businessId: string, shifts: LineStockShifts): Promise<void> {
  for (const kind of ['products', 'variants', 'options'] as const) {
    const table = countedTables[kind];
    const sorted = shifts[kind].filter((s) => s.take !== 0).sort((a, b) => a.id.localeCompare(b.id));
    for (const { id, take } of sorted) {
      const shop =
        kind === 'variants'
          ? sql`${productVariants.productId} in (select ${products.id} from ${products} where ${products.businessId} = ${businessId})`
          : eq(countedTables[kind].businessId, businessId);
      const [moved] = await tx
        .update(table)
        .set({ currentQuantity: sql`${table.currentQuantity} - ${take}` })
        .where(
          and(
            eq(table.id, id),
            shop,
            isNotNull(table.currentQuantity),
            take > 0 ? gte(table.currentQuantity, take) : undefined,
          ),
        )
        .returning({ id: table.id });
      if (!moved && take > 0) await refuseIfCounted(tx, kind, id);
    }
  }
}

/**
 * Takes what an order's lines need of one kind of counted thing, built but not sent, for a caller
 * that composes it into its own statement (the submission's, docs/decisions/032). Reads the
 * placeholder `stock_<kind>` (`stock_products`, `stock_variants`, `stock_options`): a JSON array of
 * `{id, n}`, each taking `n` where at least that many are left. Returns the `id` of each row taken
 * from, so the caller can count them against the rows it asked for.
 */
export function stockTakeStatement(tx: Tx, kind: keyof LineStockShifts) {
  const table = countedTables[kind];
  return tx
    .update(table)
    .set({ currentQuantity: sql`${table.currentQuantity} - need.n` })
    .from(sql`jsonb_to_recordset(${sql.placeholder(`stock_${kind}`)}::jsonb) as need(id uuid, n int)`)
    .where(sql`${table.id} = need.id and ${table.currentQuantity} >= need.n`)
    .returning({ id: table.id });
}

/** A take that moved nothing: made to order (fine), or not enough left (409 naming it). */
async function refuseIfCounted(tx: Tx, kind: keyof LineStockShifts, id: string) {
  const [row] =
    kind === 'variants'
      ? await tx
          .select({
            name: sql<string>`${products.name} || ' — ' || ${productVariants.name}`,
            quantity: productVariants.currentQuantity,
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(eq(productVariants.id, id))
      : await tx
          .select({ name: countedTables[kind].name, quantity: countedTables[kind].currentQuantity })
          .from(countedTables[kind])
          .where(eq(countedTables[kind].id, id));
  if (row && row.quantity !== null) {
    const left = row.quantity;
    throw new AppError('CONFLICT', `Only ${left} of ${row.name} left; the order's lines need more.`, {
      sold_out: row.name,
      current_quantity: left,
    });
  }
}
