import type { Driver } from '@contract/delivery-run';
import type { OrderStatus } from '@contract/orders';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';

type ProgressRow = Pick<
  typeof orders.$inferSelect,
  'deliveryStatus' | 'driverId' | 'driverName' | 'deliveryNote' | 'outForDeliveryAt' | 'deliveredAt'
>;

/** The columns of a delivery's progress, for queries that read only what they answer. */
export const deliveryProgressColumns = {
  deliveryStatus: orders.deliveryStatus,
  driverId: orders.driverId,
  driverName: orders.driverName,
  deliveryNote: orders.deliveryNote,
  outForDeliveryAt: orders.outForDeliveryAt,
  deliveredAt: orders.deliveredAt,
};

/**
 * The driver as the order answers it. The name is the one written when the order went out (a
 * person's name then, or the courier's), so lists need no join to the team (docs/decisions/024).
 */
export const driverOf = (row: Pick<ProgressRow, 'driverId' | 'driverName'>): Driver =>
  row.driverName === null ? null : { id: row.driverId, name: row.driverName };

export function deliveryProgressOf(row: ProgressRow) {
  return {
    delivery_status: row.deliveryStatus,
    driver: driverOf(row),
    delivery_note: row.deliveryNote,
    out_for_delivery_at: row.outForDeliveryAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}

/** What a step of the delivery run changes on its order: its progress, and done once delivered. */
export type DeliveryStep = Partial<
  Pick<
    typeof orders.$inferInsert,
    | 'deliveryStatus'
    | 'driverId'
    | 'driverName'
    | 'deliveryNote'
    | 'outForDeliveryAt'
    | 'deliveredAt'
    | 'polaroidPhoto'
  >
> & { orderStatus?: 'done' };

/**
 * Writes a step of the delivery run (deliveries/delivery-run.service.ts) to its order, in the
 * caller's transaction; the caller has locked the order and checked the step. A step that makes
 * the order done leaves its history and counters to the caller (recordStatus). Answers the order
 * as it now stands.
 */
export async function writeDeliveryStep(tx: Tx, orderId: string, step: DeliveryStep) {
  const [row] = await tx
    .update(orders)
    .set({ ...step, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
}

/**
 * What a plain status change does to a delivery under way (docs/decisions/024): an order out with a
 * driver cannot go back to the workbench; marking it done counts as delivered; undoing done puts a
 * delivered order back on the road.
 */
export function deliveryProgressOnStatus(
  order: Pick<typeof orders.$inferSelect, 'orderStatus' | 'deliveryStatus'>,
  to: OrderStatus,
): Partial<Pick<typeof orders.$inferInsert, 'deliveryStatus' | 'deliveredAt'>> {
  const away = order.deliveryStatus === 'out_for_delivery' || order.deliveryStatus === 'attempted';
  if (order.orderStatus === 'ready' && to === 'pending' && away) {
    const message = 'The order is out for delivery: bring it back to the shop before moving it to pending.';
    throw new AppError('CONFLICT', message, { delivery_status: message });
  }
  if (order.orderStatus === 'ready' && to === 'done' && away) {
    return { deliveryStatus: 'delivered', deliveredAt: new Date() };
  }
  if (order.orderStatus === 'done' && to === 'ready' && order.deliveryStatus === 'delivered') {
    return { deliveryStatus: 'out_for_delivery', deliveredAt: null };
  }
  return {};
}
