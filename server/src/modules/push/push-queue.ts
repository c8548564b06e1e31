import type { PushKind } from '@contract/push';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { pushOutbox, pushSubscriptions } from '../../db/schema';

/**
 * "A new web order" queued, built but not sent, for the submission's statement prepared once with
 * placeholders (docs/decisions/032): it goes out only if that statement commits, and a push that
 * fails later never fails the order. Reads the placeholders `business_id`, `order_id`,
 * `delivery_date` and `time_slot`; the number is given, as only the statement knows it.
 */
export function newWebOrderPushStatement({ number }: { number: SQL }) {
  const p = sql.placeholder;
  const shop = sql`${p('business_id')}::uuid`;
  return sql`insert into ${pushOutbox} (business_id, kind, order_id, order_number, due_date, due_slot)
    select ${shop}, 'new_web_order', ${p('order_id')}::uuid, ${number}, ${p('delivery_date')}::date,
      ${p('time_slot')}::text
    where ${hasDevices(shop)}`;
}

/**
 * Whether any device of the shop takes pushes: a shop without one queues nothing, so that its
 * orders cost the sender no statements for a push that would reach nobody.
 */
const hasDevices = (businessId: SQL) =>
  sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.businessId} = ${businessId})`;

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
