import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products } from '../../db/schema';
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
