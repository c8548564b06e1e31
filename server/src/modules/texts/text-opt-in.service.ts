import type { TextOptInAnswer, TextOptInInput } from '@contract/texts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { textOptIns } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { findOrder, type OrderRow } from '../orders';
import { queueOrderTexts } from './text-queue.service';
import { readTextSettings } from './text-settings.service';

async function answerFor(tx: Db | Tx, order: OrderRow, on: boolean): Promise<TextOptInAnswer> {
  const [row] = await tx.select().from(textOptIns).where(eq(textOptIns.orderId, order.id));
  const { notices } = await readTextSettings(tx, order.businessId);
  const delivery = order.method === 'delivery';
  return {
    offered: on && notices.length > 0,
    recipient_offered:
      on && delivery && (notices.includes('out_for_delivery') || notices.includes('not_home')),
    customer_phone: Boolean(order.senderPhone?.trim()),
    recipient_phone: delivery && Boolean(order.recipientPhone?.trim()),
    customer: row?.customer ?? false,
    recipient: row?.recipient ?? false,
  };
}

/** What the order page offers and what the customer chose. */
export async function getTextOptIn(db: Db, { uuid, on }: { uuid: string; on: boolean }) {
  return answerFor(db, await findOrder(db, { uuid }), on);
}

/**
 * The customer's choice on the order page of a placed order. Asking for texts for oneself sends
 * "we have your order" at once when the shop chose that notice: the order page is where the
 * customer lands after placing it, so this is the first moment a text can go.
 */
export async function saveTextOptIn(
  db: Db,
  { uuid, input, on, now }: { uuid: string; input: TextOptInInput; on: boolean; now?: Date },
): Promise<{ answer: TextOptInAnswer; queued: number }> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, lock: true });
    if (order.orderStatus === 'draft') {
      throw new AppError('CONFLICT', 'Texts can be asked for once the order is placed.', {
        order_status: 'draft',
      });
    }
    const before = await answerFor(tx, order, on);
    if (!before.offered) throw new AppError('CONFLICT', 'This shop does not send texts.', { texts: 'off' });
    const refusal = (field: 'customer' | 'recipient', message: string) =>
      new AppError('VALIDATION_ERROR', message, { [field]: message });
    if (input.customer && !before.customer_phone)
      throw refusal('customer', 'The order has no phone number to text.');
    if (input.recipient && !(before.recipient_offered && before.recipient_phone)) {
      throw refusal('recipient', 'The recipient cannot be texted about this order.');
    }
    const values = { customer: input.customer, recipient: input.recipient, updatedAt: new Date() };
    await tx
      .insert(textOptIns)
      .values({ orderId: order.id, businessId: order.businessId, ...values })
      .onConflictDoUpdate({ target: textOptIns.orderId, set: values });
    const placed = order.orderStatus === 'pending' || order.orderStatus === 'ready';
    const queued =
      input.customer && !before.customer && placed
        ? await queueOrderTexts(tx, { order, notice: 'confirmed', on, now })
        : 0;
    return { answer: { ...before, ...input }, queued };
  });
}
