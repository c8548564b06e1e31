import type { OrderStatus } from '@contract/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orderHistory, orders, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { tellOrderStatusFollowers } from './order-status-followers.service';
import { countWrite } from './queries/order-counts';
import type { OrderRow } from './queries/order-mapping.service';

/**
 * A live order by its uuid; scoped to a shop when `businessId` is given (staff), unscoped for the
 * customer, whose link is the capability. `lock` holds the row until the transaction ends.
 */
export async function findOrder(
  tx: Tx,
  { uuid, businessId, lock = false }: { uuid: string; businessId?: string; lock?: boolean },
): Promise<OrderRow> {
  const [row] = await findOrderStatement(tx, Boolean(businessId), lock).execute({ uuid, businessId });
  if (!row) throw notFound('order');
  return row;
}

/** findOrder's four statements, each prepared once per process (public pages read it on every call). */
const findOrderStatement = (tx: Tx, scoped: boolean, lock: boolean) => {
  const name = `find_order${scoped ? '_scoped' : ''}${lock ? '_locked' : ''}`;
  return prepared(tx, name, (d) => {
    const where = and(
      eq(orders.id, sql.placeholder('uuid')),
      isNull(orders.deletedAt),
      scoped ? eq(orders.businessId, sql.placeholder('businessId')) : undefined,
    );
    const query = d.select().from(orders).where(where);
    return (lock ? query.for('update') : query).prepare(name);
  });
};

/**
 * Records a status change: its history row and the shop's counters, in the caller's transaction,
 * and tells the modules that follow status changes (order-status-followers.service.ts). `order` is
 * the order as it now stands. Every path that moves a placed order calls this.
 */
export async function recordStatus(
  tx: Tx,
  {
    order,
    from,
    to,
    byUserId,
  }: { order: OrderRow; from: OrderStatus | null; to: OrderStatus; byUserId: string | null },
) {
  const { history, count } = statusWrites(tx, {
    orderId: order.id,
    businessId: order.businessId,
    from,
    to,
    byUserId,
  });
  await history;
  if (count) await count;
  await tellOrderStatusFollowers(tx, { order, from, to });
}

type StatusChange = {
  orderId: string;
  businessId: string;
  from: OrderStatus | null;
  to: OrderStatus;
  byUserId: string | null;
};

/** recordStatus's writes, built but not sent, for a caller that sends them with others (db/alongside.ts). */
export function statusWrites(tx: Tx, change: StatusChange) {
  const history = tx.insert(orderHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    byUserId: change.byUserId,
  });
  return { history, count: countWrite(tx, change.businessId, change.from, change.to) };
}

/** A person of the shop who may be given an order. */
export async function ensureAssignable(
  tx: Tx,
  { businessId, userId }: { businessId: string; userId: string },
) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.businessId, businessId), eq(users.isActive, true)));
  if (!user) {
    const message = 'Choose someone who works in this shop';
    throw new AppError('VALIDATION_ERROR', message, { assigned_to: message });
  }
}
