import type { OrderStatus } from '@contract/orders';
import type { TaxMode } from '@contract/tax';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { businesses, orderHistory, orders, taxSettings, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { moveCount } from './order-counts';
import type { OrderRow } from './order-mapping';

/**
 * A live order by its uuid; scoped to a shop when `businessId` is given (staff), unscoped for the
 * customer, whose link is the capability. `lock` holds the row until the transaction ends.
 */
export async function findOrder(
  tx: Tx,
  { uuid, businessId, lock = false }: { uuid: string; businessId?: string; lock?: boolean },
): Promise<OrderRow> {
  const where = and(
    eq(orders.id, uuid),
    isNull(orders.deletedAt),
    businessId ? eq(orders.businessId, businessId) : undefined,
  );
  const query = tx.select().from(orders).where(where);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('order');
  return row;
}

export async function findShop(tx: Tx, businessId: string) {
  const [shop] = await tx
    .select({
      name: businesses.name,
      url: businesses.url,
      phone: businesses.phone,
      email: businesses.email,
      currency: businesses.currency,
      timeZone: businesses.timeZone,
      /** How the shop names its tax to customers (docs/decisions/025); none without settings. */
      taxMode: sql<TaxMode>`coalesce(${taxSettings.mode}, 'none')`,
    })
    .from(businesses)
    .leftJoin(taxSettings, eq(taxSettings.businessId, businesses.id))
    .where(eq(businesses.id, businessId));
  if (!shop) throw notFound('business');
  return shop;
}

/** The next number of a shop's orders: the shop's row lock makes concurrent orders queue for it. */
export async function takeOrderNumber(tx: Tx, businessId: string): Promise<number> {
  const [row] = await tx
    .update(businesses)
    .set({ nextOrderNumber: sql`${businesses.nextOrderNumber} + 1` })
    .where(eq(businesses.id, businessId))
    .returning({ taken: sql<number>`${businesses.nextOrderNumber} - 1` });
  if (!row) throw notFound('business');
  return Number(row.taken);
}

/** Records a status change: its history row and the shop's counters, in the caller's transaction. */
export async function recordStatus(
  tx: Tx,
  change: {
    orderId: string;
    businessId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    byUserId: string | null;
  },
) {
  await tx.insert(orderHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    byUserId: change.byUserId,
  });
  await moveCount(tx, change.businessId, change.from, change.to);
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
