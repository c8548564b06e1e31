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
  const [taken] = await tx
    .update(products)
    .set({ currentQuantity: sql`${products.currentQuantity} - 1` })
    .where(
      and(eq(products.id, productId), isNotNull(products.currentQuantity), gt(products.currentQuantity, 0)),
    )
    .returning({ id: products.id });
  if (taken) return;
  const [product] = await tx
    .select({ name: products.name, quantity: products.currentQuantity })
    .from(products)
    .where(eq(products.id, productId));
  if (product && product.quantity !== null) {
    throw new AppError(
      'CONFLICT',
      `Sorry, ${product.name} has just sold out. Please choose another product.`,
    );
  }
}
