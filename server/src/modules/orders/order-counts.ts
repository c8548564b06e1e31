import type { OrderListFilter, OrderStatus } from '@contract/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orderCounts } from '../../db/schema';
import { hiddenDraftCount } from './stale-drafts';

/** The statuses each list view shows (seed §4). */
export const statusesOf: Record<OrderListFilter, OrderStatus[]> = {
  all: ['draft', 'pending', 'ready', 'done'],
  pending: ['pending', 'ready'],
  ready: ['ready'],
  done: ['done'],
};

/** Moves one order between status counters; `from` null for a new order, `to` null when deleted. */
export async function moveCount(
  tx: Tx,
  businessId: string,
  from: OrderStatus | null,
  to: OrderStatus | null,
) {
  if (from === to) return;
  if (to) {
    await tx
      .insert(orderCounts)
      .values({ businessId, orderStatus: to, count: 1 })
      .onConflictDoUpdate({
        target: [orderCounts.businessId, orderCounts.orderStatus],
        set: { count: sql`${orderCounts.count} + 1` },
      });
  }
  if (from) {
    await tx
      .update(orderCounts)
      .set({ count: sql`${orderCounts.count} - 1` })
      .where(and(eq(orderCounts.businessId, businessId), eq(orderCounts.orderStatus, from)));
  }
}

/** Orders of a list view; All leaves out the storefront drafts that have left the lists. */
export async function countOrders(db: Db, businessId: string, filter: OrderListFilter): Promise<number> {
  const hidden = filter === 'all' ? hiddenDraftCount(sql.placeholder('businessId')) : sql`0`;
  const query = prepared(db, `order_count_${filter}`, (d) =>
    d
      .select({ total: sql<number>`coalesce(sum(${orderCounts.count}), 0)::int - ${hidden}` })
      .from(orderCounts)
      .where(
        and(
          eq(orderCounts.businessId, sql.placeholder('businessId')),
          inArray(orderCounts.orderStatus, statusesOf[filter]),
        ),
      )
      .prepare(`order_count_${filter}`),
  );
  const [row] = await query.execute({ businessId });
  return Number(row?.total ?? 0);
}
