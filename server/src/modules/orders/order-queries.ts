import { decimalToCents } from '@contract/money';
import type { InternOrder, OrderListFilter, OrderListItem, PublicOrder } from '@contract/orders';
import { and, asc, between, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orderCounts, orderHistory, orders, stockMovements, users } from '../../db/schema';
import { findShop } from '../business/shop.service';
import { countOrders, statusesOf } from './order-counts';
import { listColumns, toInternOrder, toListItem, toPublicOrder } from './order-mapping.service';
import { findOrder } from './order-store.service';
import { hiddenDraft, hiddenDraftCount } from './stale-drafts';

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;
const displayName = (name: string, email: string) => name || email;

/** What the customer's link shows: public fields only. */
export async function getPublicOrder(db: Db, { uuid }: { uuid: string }): Promise<PublicOrder> {
  const order = await findOrder(db, { uuid });
  return toPublicOrder(order, await findShop(db, order.businessId));
}

/** The florist's view: adds the note, the assignee and the history. */
export async function getInternOrder(
  db: Db,
  { businessId, uuid }: { businessId: string; uuid: string },
): Promise<InternOrder> {
  const order = await findOrder(db, { uuid, businessId });
  const [shop, assignee, history, [used]] = await Promise.all([
    findShop(db, businessId),
    order.assignedTo
      ? db
          .select({ id: users.id, name: personName, email: users.email })
          .from(users)
          .where(eq(users.id, order.assignedTo))
      : Promise.resolve([]),
    db
      .select({
        from: orderHistory.fromStatus,
        to: orderHistory.toStatus,
        at: orderHistory.at,
        byId: users.id,
        name: personName,
        email: users.email,
      })
      .from(orderHistory)
      .leftJoin(users, eq(users.id, orderHistory.byUserId))
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
    db
      .select({
        cost: sql<string>`coalesce(-sum(${stockMovements.quantity} * ${stockMovements.unitCost}), 0)`,
      })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, order.id), eq(stockMovements.type, 'sale'))),
  ]);
  const [person] = assignee;
  return toInternOrder(order, shop, {
    cost: decimalToCents(String(used?.cost ?? '0')) / 100,
    assigned_to: person ? { id: person.id, name: displayName(person.name, person.email) } : null,
    history: history.map((h) => ({
      from_status: h.from,
      to_status: h.to,
      by: h.byId ? { id: h.byId, name: displayName(h.name ?? '', h.email ?? '') } : null,
      at: h.at.toISOString(),
    })),
  });
}

/**
 * One page of a list view. Each view's filter and order match one partial index (schema/orders.ts),
 * and the count comes from the shop's counters, so a page costs the same at any size of shop.
 */
export async function listOrders(
  db: Db,
  {
    businessId,
    filter,
    limit,
    offset,
  }: { businessId: string; filter: OrderListFilter; limit: number; offset: number },
): Promise<{ items: OrderListItem[]; count: number; last: ListKey | undefined }> {
  const firstPage = offset === 0 && FIRST_PAGE_SIZES.has(limit);
  const rows = firstPage
    ? await listQuery(db, filter, limit).execute({ businessId })
    : await listQuery(db, filter).execute({ businessId, limit, offset });
  // The count rides along on every row; only a page past the end needs to ask for it alone.
  const count = rows[0]?.total ?? (offset > 0 ? await countOrders(db, businessId, filter) : 0);
  return { items: rows.map(toListItem), count, last: rows.at(-1) };
}

/** The sort key of a page's last row, for the cursor to the next page (docs/decisions/021). */
export type ListKey = {
  number: number;
  deliveryDate: string | null;
  timeSlot: string | null;
  exactAt: string;
};

/** created_at to the microsecond (a JavaScript Date keeps milliseconds only): a cursor must name the row exactly. */
export const exactCreatedAt = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The first pages the app and its clients ask for (the back office loads 300 at once, docs/product.md, Order lists):
 * their size is written into the statement, so that after a few calls PostgreSQL keeps one plan
 * for them instead of planning each call again (a fifth of a millisecond, more than the query
 * itself; docs/decisions/033). With a LIMIT parameter it never does.
 */
const FIRST_PAGE_SIZES = new Set([20, 50, 300]);

/** Prepared once per view (and first-page size): the lists are the busiest reads of the app. */
function listQuery(db: Db, filter: OrderListFilter, firstPage?: number) {
  const name = firstPage ? `orders_list_${filter}_first_${firstPage}` : `orders_list_${filter}`;
  return prepared(db, name, (d) => {
    const open = filter === 'pending' || filter === 'ready';
    const where = and(
      eq(orders.businessId, sql.placeholder('businessId')),
      isNull(orders.deletedAt),
      // Literal values, not parameters, so the planner can match the view's partial index.
      filter === 'all'
        ? sql`not (${hiddenDraft(sql.placeholder('businessId'))})`
        : sql.raw(`order_status in (${statusesOf[filter].map((s) => `'${s}'`).join(', ')})`),
    );
    const order = open
      ? [asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number)]
      : [desc(orders.createdAt), desc(orders.number)];
    const statuses = statusesOf[filter].map((s) => `'${s}'`).join(', ');
    const counted = sql<number>`(select coalesce(sum(${orderCounts.count}), 0)::int from ${orderCounts} where ${orderCounts.businessId} = ${sql.placeholder('businessId')} and ${orderCounts.orderStatus} in (${sql.raw(statuses)}))`;
    const total =
      filter === 'all'
        ? sql<number>`${counted} - ${hiddenDraftCount(sql.placeholder('businessId'))}`
        : counted;
    const query = d
      .select({ ...listColumns, exactAt: exactCreatedAt, total })
      .from(orders)
      .where(where)
      .orderBy(...order);
    // Drizzle sends a number as a parameter; written as SQL it stays in the statement's text.
    if (firstPage) return query.limit(sql.raw(String(firstPage)) as unknown as number).prepare(name);
    return query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  });
}

/** Submitted orders by delivery date, for the calendar. */
export async function listCalendar(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<{ items: OrderListItem[]; count: number }> {
  const rows = await db
    .select(listColumns)
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        isNull(orders.deletedAt),
        ne(orders.orderStatus, 'draft'),
        between(orders.deliveryDate, start, end),
      ),
    )
    .orderBy(asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number));
  return { items: rows.map(toListItem), count: rows.length };
}
