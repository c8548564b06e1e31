import type { OrderListFilter, OrderStatus } from '@contract/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orderCounts } from '../../../db/schema';
import { hiddenDraftCount } from '../drafts/hidden-drafts';

/** The statuses each list view shows (docs/product.md, Order lists). */
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
  const write = countWrite(tx, businessId, from, to);
  if (write) await write;
}

/**
 * moveCount's one statement, built but not sent (db/alongside.ts); null when nothing moves. Both
 * counters change in one upsert, taken in the order of their statuses' names, so that two changes
 * in opposite directions never wait for each other's counter in a circle.
 */
export function countWrite(tx: Tx, businessId: string, from: OrderStatus | null, to: OrderStatus | null) {
  if (from === to) return null;
  const moves = [
    ...(to ? [{ businessId, orderStatus: to, count: 1 }] : []),
    ...(from ? [{ businessId, orderStatus: from, count: -1 }] : []),
  ].sort((a, b) => (a.orderStatus < b.orderStatus ? -1 : 1));
  return tx
    .insert(orderCounts)
    .values(moves)
    .onConflictDoUpdate({
      target: [orderCounts.businessId, orderCounts.orderStatus, orderCounts.part],
      set: { count: sql`${orderCounts.count} + excluded.count` },
    });
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
