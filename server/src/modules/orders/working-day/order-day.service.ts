import type { DayCounts, DayOrder, DayQuery, DayView, DayWindow } from '@contract/order-day';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { findShop } from '../../business';
import { todayIn } from '../../scheduling';
import { dayRows, toDayOrder } from './day-rows';
import { readDayPage } from './day-view-pages';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus whole days, as calendar arithmetic (no clock, no zone). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The date a day view names: a date as given, or today or tomorrow in the shop's zone. */
export function resolveDay(date: DayQuery['date'], timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  if (date === 'today') return { date: today, today };
  if (date === 'tomorrow') return { date: addDays(today, 1), today };
  return { date, today };
}

/**
 * The submitted orders due on one date, grouped by time window in order, with what is left to do.
 * Without a `limit`, one query read along `orders_date_idx` (shop, date, slot; live, no drafts): a
 * day's rows only, however long the shop's history, each with its lines, and the counts made from
 * those rows. With one, a page of them and the day's counts beside (./day-view-pages.ts).
 */
export async function getDayView(
  db: Db,
  {
    businessId,
    date,
    limit,
    cursor,
    now = new Date(),
  }: { businessId: string; date: DayQuery['date']; limit?: number; cursor?: string; now?: Date },
): Promise<DayView> {
  const shop = await findShop(db, businessId);
  const day = resolveDay(date, shop.timeZone, now);
  if (limit !== undefined) {
    const page = await readDayPage(db, { businessId, date: day.date, limit, cursor });
    return { ...day, windows: groupByWindow(page.orders), counts: page.counts, next_cursor: page.nextCursor };
  }
  const items = (await selectDay(db, { businessId, date: day.date })).map(toDayOrder);
  return { ...day, windows: groupByWindow(items), counts: countDay(items) };
}

/** Consecutive orders of the same slot form a window; the rows arrive sorted by slot. */
export function groupByWindow(items: DayOrder[]): DayWindow[] {
  const windows: DayWindow[] = [];
  for (const item of items) {
    const last = windows.at(-1);
    if (last && last.time_slot === item.time_slot) last.orders.push(item);
    else windows.push({ time_slot: item.time_slot, orders: [item] });
  }
  return windows;
}

export function countDay(items: DayOrder[]): DayCounts {
  const open = items.filter((item) => item.order_status !== 'done');
  return {
    to_make: items.filter((item) => item.order_status === 'pending').length,
    made: items.filter((item) => item.order_status === 'ready').length,
    to_deliver: open.filter((item) => item.method === 'delivery').length,
    to_pick_up: open.filter((item) => item.method === 'pickup').length,
    done: items.length - open.length,
    total: items.length,
  };
}

/** The day's rows, shop and date given: one range of `orders_date_idx` (exported for its plan's test). */
export function selectDay(db: Db, { businessId, date }: { businessId: string; date: string }) {
  return dayRows(
    db,
    and(
      eq(orders.businessId, businessId),
      eq(orders.deliveryDate, date),
      isNull(orders.deletedAt),
      // Literal, as in the index's own predicate, so the planner can use the partial index.
      sql.raw(`"orders"."order_status" <> 'draft'`),
    ) as SQL,
  );
}
