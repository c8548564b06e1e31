import type { DayCounts, DayOrder } from '@contract/order-day';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orders } from '../../../db/schema';
import { afterPosition, calendarOrder, readPage } from '../queries/day-positions';
import { calendarRange } from '../queries/order-queries';
import { dayRows, toDayOrder } from './day-rows';

/**
 * A page of the day view (docs/decisions/079): `limit` orders from the cursor's place along
 * orders_date_idx, and the whole day's counts beside them. A page of a day of a thousand orders
 * costs what a page of a quiet day does; the counts read the day's entries once, never its rows'
 * lines.
 */
export async function readDayPage(
  db: Db,
  {
    businessId,
    date,
    limit,
    cursor,
  }: { businessId: string; date: string; limit: number; cursor: string | undefined },
): Promise<{ orders: DayOrder[]; counts: DayCounts; nextCursor: string | null }> {
  // The day is a range of one day: the calendar's statements' own parameters.
  const day = { businessId, start: date, end: date };
  const [page, counted] = await Promise.all([
    readPage('day', limit, cursor, {
      first: (asked) => firstStatement(db).execute({ ...day, limit: asked }),
      after: (asked, at) => afterStatement(db).execute({ ...day, limit: asked, ...at }),
    }),
    countsStatement(db).execute(day),
  ]);
  const counts = counted[0] ?? { to_make: 0, made: 0, to_deliver: 0, to_pick_up: 0, done: 0, total: 0 };
  return { orders: page.rows.map(toDayOrder), counts, nextCursor: page.nextCursor };
}

const firstStatement = (db: Db) =>
  prepared(db, 'day_page_first', (d) =>
    dayRows(d, calendarRange as SQL)
      .limit(sql.placeholder('limit'))
      .prepare('day_page_first'),
  );

/** A later page: the two ordered runs after the cursor (../queries/day-positions.ts), merged and cut. */
const afterStatement = (db: Db) =>
  prepared(db, 'day_page_after', (d) => {
    const { laterInOrder, windowless } = afterPosition();
    const limit = sql.placeholder('limit');
    return dayRows(d, laterInOrder)
      .limit(limit)
      .unionAll(dayRows(d, windowless).limit(limit))
      .orderBy(...calendarOrder)
      .limit(limit)
      .prepare('day_page_after');
  });

/** The day's counts as the unpaged view makes them from its rows (./order-day.service.ts countDay). */
const countsStatement = (db: Db) =>
  prepared(db, 'day_counts', (d) => {
    const open = sql`${orders.orderStatus} <> 'done'`;
    const counted = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;
    return d
      .select({
        to_make: counted(sql`${orders.orderStatus} = 'pending'`),
        made: counted(sql`${orders.orderStatus} = 'ready'`),
        to_deliver: counted(sql`${open} and ${orders.method} = 'delivery'`),
        to_pick_up: counted(sql`${open} and ${orders.method} = 'pickup'`),
        done: counted(sql`${orders.orderStatus} = 'done'`),
        total: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(calendarRange)
      .prepare('day_counts');
  });
