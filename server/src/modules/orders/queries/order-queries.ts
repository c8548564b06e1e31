import {
  CALENDAR_DAY_PREVIEW,
  type CalendarDay,
  type OrderListFilter,
  type OrderListItem,
  type PublicOrder,
} from '@contract/orders';
import { and, asc, between, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readItemsOf } from '../../../db/order-lines';
import { prepared } from '../../../db/prepared';
import { orderCounts, orders } from '../../../db/schema';
import { findShop } from '../../business';
import { orderPayments } from '../../gift-cards';
import { hiddenDraft, hiddenDraftCount } from '../drafts/hidden-drafts';
import { findOrder } from '../order-store.service';
import { countOrders, statusesOf } from './order-counts';
import { listColumns, toListItem, toPublicOrder } from './order-mapping.service';

/** What the customer's link shows: public fields only. */
export async function getPublicOrder(db: Db, { uuid }: { uuid: string }): Promise<PublicOrder> {
  return (await readPublicOrder(db, { uuid })).answer;
}

/** The customer's view of the order, and the shop it belongs to (which the view does not name). */
export async function readPublicOrder(
  db: Db,
  { uuid }: { uuid: string },
): Promise<{ businessId: string; answer: PublicOrder }> {
  const order = await findOrder(db, { uuid });
  const answer = toPublicOrder(order, await findShop(db, order.businessId), await readItemsOf(db, order.id));
  const payments = await orderPayments(db, { ...order, editable: answer.editable });
  return { businessId: order.businessId, answer: { ...answer, ...payments } };
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
        ? sql`not ${hiddenDraft()}`
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

/** The calendar's orders: submitted (no drafts), not deleted, due within the range. */
export const calendarRange = and(
  eq(orders.businessId, sql.placeholder('businessId')),
  isNull(orders.deletedAt),
  // A literal, not a parameter: a prepared statement's generic plan must still match orders_date_idx.
  sql`${orders.orderStatus} <> 'draft'`,
  between(orders.deliveryDate, sql.placeholder('start'), sql.placeholder('end')),
);

/** Submitted orders by delivery date: the range's whole list (a page of it: ./calendar-pages.ts). */
export async function listCalendar(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<{ items: OrderListItem[]; count: number }> {
  const rows = await calendarStatement(db).execute({ businessId, start, end });
  return { items: rows.map(toListItem), count: rows.length };
}

/** Prepared once, so a day's orders cost a plan per connection, not one per call. */
const calendarStatement = (db: Db) =>
  prepared(db, 'calendar_orders', (d) =>
    d
      .select(listColumns)
      .from(orders)
      .where(calendarRange)
      .orderBy(asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number))
      .prepare('calendar_orders'),
  );

/**
 * The calendar's month at a glance: per day, how many submitted orders and the first few of them.
 * What it reads grows with the orders of the days asked for, never with the shop's history, and
 * its answer stays a few kilobytes however busy the month (docs/decisions/034).
 */
export async function listCalendarDays(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<{ days: CalendarDay[] }> {
  const params = { businessId, start, end };
  const [counts, previews] = await Promise.all([
    calendarCountsStatement(db).execute(params),
    calendarPreviewStatement(db).execute(params),
  ]);
  return {
    days: counts.map(({ date, count }) => ({
      date,
      count,
      orders: previews.filter((row) => row.deliveryDate === date).map(toListItem),
    })),
  };
}

/** Orders per day, counted along orders_date_idx. */
const calendarCountsStatement = (db: Db) =>
  prepared(db, 'calendar_day_counts', (d) =>
    d
      .select({ date: sql<string>`${orders.deliveryDate}::text`, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(calendarRange)
      .groupBy(orders.deliveryDate)
      .orderBy(orders.deliveryDate)
      .prepare('calendar_day_counts'),
  );

/** Each day's first orders, by window then number: a few index entries a day (a lateral top-N). */
const calendarPreviewStatement = (db: Db) =>
  prepared(db, 'calendar_day_previews', (d) =>
    d
      .select(listColumns)
      .from(orders)
      .where(
        // An array built first, then read by primary key: a join back could turn into a scan of the shop's orders.
        sql`${orders.id} = any(array(
          select first.id
          from generate_series(${sql.placeholder('start')}::date, ${sql.placeholder('end')}::date, interval '1 day') as day (at)
          cross join lateral (
            select o.id from orders o
            where o.business_id = ${sql.placeholder('businessId')} and o.delivery_date = day.at::date
              and o.deleted_at is null and o.order_status <> 'draft'
            order by o.time_slot, o.number
            limit ${sql.raw(String(CALENDAR_DAY_PREVIEW))}
          ) as first
        ))`,
      )
      .orderBy(asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number))
      .prepare('calendar_day_previews'),
  );
