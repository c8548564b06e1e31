import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * A customer's orders without the people in them (docs/decisions/061): the sender takes the erased
 * customer's name; the sender's contacts, the recipient, the street, the card, the gift card's
 * addressee, notes and photos go. What the books need stays: number, dates, lines, prices, taxes,
 * payments, and the zip code and city, which name an area, not a person. The search text follows
 * by itself (a generated column). Deleted orders are erased too: they stay for the books only.
 */
export async function anonymiseCustomerOrders(
  tx: Tx,
  { businessId, customerId, senderName }: { businessId: string; customerId: string; senderName: string },
): Promise<number> {
  const ids = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.customerId, customerId)));
  // In batches: each rewrites its orders' search index entries, and no statement may run for long.
  for (let start = 0; start < ids.length; start += ORDERS_PER_STATEMENT) {
    const batch = ids.slice(start, start + ORDERS_PER_STATEMENT).map((row) => row.id);
    await anonymiseOrders(tx, { batch, senderName });
  }
  return ids.length;
}

const ORDERS_PER_STATEMENT = 500;

async function anonymiseOrders(tx: Tx, { batch, senderName }: { batch: string[]; senderName: string }) {
  await tx
    .update(orders)
    .set({
      senderName,
      senderEmail: null,
      senderPhone: null,
      recipientName: null,
      recipientPhone: null,
      deliveryAddress: null,
      deliveryUnit: null,
      cardMessage: null,
      specialInstructions: null,
      note: '',
      deliveryNote: null,
      giftRecipientEmail: null,
      giftMessage: null,
      photoReference: null,
      polaroidPhoto: null,
      updatedAt: new Date(),
    })
    .where(inArray(orders.id, batch));
}
