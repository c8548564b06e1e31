import { isGiftCardsOnly } from '@contract/gift-card-orders';
import type { OrderStatus } from '@contract/orders';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import { recordAudit } from '../audit';
import { publishOrderEvent } from '../live';
import type { PaymentFollower } from '../payments';
import { recordStatus } from './order-store.service';

/*
 * An order of gift cards alone has nothing to make or hand over (docs/decisions/053): paid, its
 * cards are issued and e-mailed, and it is done at once instead of waiting in Pending for staff.
 * A payment undone puts it back to pending, where it waits to be paid again. This is the one
 * place that moves it, whoever took it (storefront, counter, phone), so the step is written once.
 */

/** Whether an order's lines are all gift cards, read in the caller's transaction. */
export async function isGiftCardOrder(tx: Tx, orderId: string): Promise<boolean> {
  const items = await tx
    .select({ kind: orderItems.kind })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return isGiftCardsOnly(items);
}

/**
 * After a payment (`paid`) or its undoing: a gift-card order moves pending → done, or back
 * done → pending, with its history row, audit entry and live event, whatever its origin. Any
 * other order, or one in another status, is left as it is.
 */
export const followGiftCardPayment: PaymentFollower = async (tx, { order, paid, actor, now }) => {
  const from: OrderStatus = paid ? 'pending' : 'done';
  const to: OrderStatus = paid ? 'done' : 'pending';
  if (order.orderStatus !== from) return;
  if (!(await isGiftCardOrder(tx, order.id))) return;
  await tx.update(orders).set({ orderStatus: to, updatedAt: now }).where(eq(orders.id, order.id));
  const byUserId = actor.kind === 'staff' ? actor.userId : null;
  await recordStatus(tx, { order: { ...order, orderStatus: to, updatedAt: now }, from, to, byUserId });
  await recordAudit(tx, {
    businessId: order.businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    action: 'order.status',
    changes: { order_status: { from, to } },
  });
  await publishOrderEvent(tx, {
    kind: 'order.changed',
    order: { ...order, orderStatus: to },
    change: 'status',
  });
};
