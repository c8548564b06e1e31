import { toCents } from '@contract/money';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems } from '../../db/schema';

/*
 * The gift cards an order sells, as far as the cards applied to it care (docs/decisions/046): a
 * card never pays for another card.
 */

/** What the order's lines of gift cards cost (cents): cards applied to the order never pay them. */
export async function giftCardLinesOf(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${orderItems.total}), 0)` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'gift_card')));
  return toCents(Number(row?.sum ?? 0));
}

/** Whether every line of the order is a gift card: then there is nothing a card may pay for. */
export async function sellsOnlyGiftCards(tx: Tx, orderId: string): Promise<boolean> {
  const kinds = await tx
    .selectDistinct({ kind: orderItems.kind })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return kinds.length > 0 && kinds.every((line) => line.kind === 'gift_card');
}
