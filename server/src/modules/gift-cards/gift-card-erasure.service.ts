import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { giftCards } from '../../db/schema';

/**
 * Gift cards keep their value, code and movements (a card still spends: it is money the shop owes),
 * and lose whom they were for: the cards bought with the person's orders, and the cards sent to
 * the person's address by anyone.
 */
export async function forgetCardPeople(
  tx: Tx,
  { businessId, orderIds, addresses }: { businessId: string; orderIds: string[]; addresses: string[] },
): Promise<number> {
  const bought = orderIds.length > 0 ? inArray(giftCards.orderId, orderIds) : sql`false`;
  const sentTo =
    addresses.length > 0 ? inArray(sql`lower(${giftCards.recipientEmail})`, addresses) : sql`false`;
  const changed = await tx
    .update(giftCards)
    .set({ recipientEmail: null, recipientName: null, message: null })
    .where(and(eq(giftCards.businessId, businessId), or(bought, sentTo)))
    .returning({ id: giftCards.id });
  return changed.length;
}
