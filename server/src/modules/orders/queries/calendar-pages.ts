import type { CalendarPage } from '@contract/orders';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orders } from '../../../db/schema';
import { afterPosition, calendarOrder, readPage } from './day-positions';
import { listColumns, toListItem } from './order-mapping.service';
import { calendarRange } from './order-queries';

/**
 * A page of the calendar's orders of a range, in the calendar's order (day, window, number), and
 * how many the whole range holds (docs/decisions/068). Each page reads its rows from
 * orders_date_idx starting at the cursor's entry, so the hundredth page of a busy day costs what
 * the first does; the count is one index-only pass over the range.
 */
export async function listCalendarPage(
  db: Db,
  {
    businessId,
    start,
    end,
    limit,
    cursor,
  }: { businessId: string; start: string; end: string; limit: number; cursor: string | undefined },
): Promise<CalendarPage> {
  const range = { businessId, start, end };
  const [page, counted] = await Promise.all([
    readPage('calendar', limit, cursor, {
      first: (asked) => firstStatement(db).execute({ ...range, limit: asked }),
      after: (asked, at) => afterStatement(db).execute({ ...range, limit: asked, ...at }),
    }),
    countStatement(db).execute(range),
  ]);
  return {
    items: page.rows.map(toListItem),
    count: counted[0]?.count ?? 0,
    next_cursor: page.nextCursor,
  };
}

/** The first page: the range's first index entries. */
const firstStatement = (db: Db) =>
  prepared(db, 'calendar_page_first', (d) =>
    d
      .select(listColumns)
      .from(orders)
      .where(calendarRange)
      .orderBy(...calendarOrder)
      .limit(sql.placeholder('limit'))
      .prepare('calendar_page_first'),
  );

/** A later page: the two ordered runs after the cursor (./day-positions.ts), merged and cut. */
const afterStatement = (db: Db) =>
  prepared(db, 'calendar_page_after', (d) => {
    const { laterInOrder, windowless } = afterPosition();
    const run = (where: typeof laterInOrder) =>
      d
        .select(listColumns)
        .from(orders)
        .where(where)
        .orderBy(...calendarOrder)
        .limit(sql.placeholder('limit'));
    return run(laterInOrder)
      .unionAll(run(windowless))
      .orderBy(...calendarOrder)
      .limit(sql.placeholder('limit'))
      .prepare('calendar_page_after');
  });

/** How many orders the range holds, counted along orders_date_idx (index only). */
const countStatement = (db: Db) =>
  prepared(db, 'calendar_range_count', (d) =>
    d
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(calendarRange)
      .prepare('calendar_range_count'),
  );
