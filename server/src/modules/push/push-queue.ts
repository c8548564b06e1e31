import type { PushKind } from '@contract/push';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pushOutbox } from '../../db/schema';

/**
 * "A new web order" queued, built but not sent, for the submission's statement prepared once with
 * placeholders (docs/decisions/032): it goes out only if that statement commits, and a push that
 * fails later never fails the order. Reads the placeholders `business_id`, `order_id`,
 * `delivery_date` and `time_slot`; the number is given, as only the statement knows it.
 */
export function newWebOrderPushStatement(tx: Tx, { number }: { number: SQL }) {
  return tx.insert(pushOutbox).values({
    businessId: sql.placeholder('business_id'),
    kind: 'new_web_order',
    orderId: sql.placeholder('order_id'),
    orderNumber: sql`${number}`,
    dueDate: sql`${sql.placeholder('delivery_date')}::date`,
    dueSlot: sql.placeholder('time_slot'),
  });
}

/**
 * Queues a push about an order. Call it inside the transaction of the change that causes it: the
 * push goes out only if that change is committed, and never holds up or fails it.
 */
export async function queuePush(
  tx: Tx,
  push: {
    businessId: string;
    kind: PushKind;
    orderId: string;
    orderNumber: number;
    dueDate?: string | null;
    dueSlot?: string | null;
    /** Whose action it was: that person's own devices are not told of it. */
    exceptUserId?: string;
  },
): Promise<void> {
  await tx.insert(pushOutbox).values({
    businessId: push.businessId,
    kind: push.kind,
    orderId: push.orderId,
    orderNumber: push.orderNumber,
    dueDate: push.dueDate ?? null,
    dueSlot: push.dueSlot ?? null,
    exceptUserId: push.exceptUserId ?? null,
  });
}
