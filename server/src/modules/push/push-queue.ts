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
