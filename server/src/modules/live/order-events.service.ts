import type { LiveOrderEvent, LiveOrderKind } from '@contract/live';
import type { OrderStatus, PaymentStatus } from '@contract/orders';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** The one channel every process listens on (live-hub.ts). */
export const LIVE_CHANNEL = 'petal_live';

/** The order as it stands after the change; an order row (OrderRow) is one. */
export type AnnouncedOrder = {
  id: string;
  businessId: string;
  number: number;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
};

/**
 * What travels through NOTIFY: the event, the shop it is for, and who of the shop made the change
 * (null for a customer, the card provider or the system), so that their own screens are not told
 * of it as news.
 */
export type LiveMessage = { businessId: string; actorId: string | null; event: LiveOrderEvent };

/**
 * Tells the shop's open screens that an order was created or changed. Call it inside the
 * transaction of the change, after the change: NOTIFY is delivered when the transaction commits, to
 * every process on the database, and a rolled-back change announces nothing.
 *
 *   await publishOrderEvent(tx, { kind: 'order.changed', order: updated, change: 'status' });
 */
export async function publishOrderEvent(tx: Tx, event: OrderEvent): Promise<void> {
  await tx.execute(sql`select ${orderEventNotice(event)}`);
}

type OrderEvent = { kind: LiveOrderKind; order: AnnouncedOrder; change?: string; actorId?: string | null };

/**
 * publishOrderEvent's NOTIFY as an expression, for a statement that announces its own change (in
 * its RETURNING, say): the same message, delivered on the same terms.
 */
export function orderEventNotice(event: OrderEvent) {
  return sql`pg_notify(${LIVE_CHANNEL}, ${orderEventMessage(event)})`;
}

/** What travels through NOTIFY for an event, as text. */
export function orderEventMessage({ kind, order, change, actorId = null }: OrderEvent): string {
  const message: LiveMessage = {
    businessId: order.businessId,
    actorId,
    event: {
      kind,
      uuid: order.id,
      number: order.number,
      order_status: order.orderStatus,
      payment_status: order.paymentStatus,
      ...(change && { change }),
    },
  };
  return JSON.stringify(message);
}
