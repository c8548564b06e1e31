import { dateSchema } from '@contract/order-time';
import type { CalendarPage } from '@contract/orders';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orders } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
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
  // One row more than the page says whether another page follows.
  const asked = { ...range, limit: limit + 1 };
  const after = cursor === undefined ? undefined : decodeCalendarCursor(cursor);
  const [rows, counted] = await Promise.all([
    after
      ? afterStatement(db).execute({ ...asked, date: after[0], slot: after[1], number: after[2] })
      : firstStatement(db).execute(asked),
    countStatement(db).execute(range),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toListItem),
    count: counted[0]?.count ?? 0,
    next_cursor: rows.length > limit && last ? encodeCalendarCursor(last) : null,
  };
}

const calendarOrder = [asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number)];

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

/**
 * A later page. A window may be empty (no time slot), which sorts last within its day, and a row
 * comparison with an empty window is neither before nor after; so the rows after the cursor are
 * read in two ordered runs, each an index range of orders_date_idx that starts at the cursor:
 * those after it by (day, window, number), which leaves out its day's orders without a window, and
 * those orders (after the cursor's number when the cursor's own window is empty). PostgreSQL merges
 * the two runs in order and stops at the page's size: no sort of the range, nothing read twice.
 */
const afterStatement = (db: Db) =>
  prepared(db, 'calendar_page_after', (d) => {
    const date = sql`${sql.placeholder('date')}::date`;
    const slot = sql`${sql.placeholder('slot')}::text`;
    const number = sql`${sql.placeholder('number')}::int`;
    const limit = sql.placeholder('limit');
    const run = (where: SQL) =>
      d
        .select(listColumns)
        .from(orders)
        .where(where)
        .orderBy(...calendarOrder)
        .limit(limit);
    const laterInOrder = run(
      and(
        calendarRange,
        sql`(${orders.deliveryDate}, ${orders.timeSlot}, ${orders.number}) > (${date}, ${slot}, ${number})`,
      ) as SQL,
    );
    // The day is the cursor's, checked against the range as a parameter: a bound on the column
    // instead led the planner to another index and through the day's every order.
    const windowless = run(
      and(
        eq(orders.businessId, sql.placeholder('businessId')),
        isNull(orders.deletedAt),
        sql`${orders.orderStatus} <> 'draft'`,
        sql`${date} between ${sql.placeholder('start')}::date and ${sql.placeholder('end')}::date`,
        sql`${orders.deliveryDate} = ${date}`,
        isNull(orders.timeSlot),
        sql`${orders.number} > (case when ${slot} is null then ${number} else -1 end)`,
      ) as SQL,
    );
    return laterInOrder
      .unionAll(windowless)
      .orderBy(...calendarOrder)
      .limit(limit)
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

// Cursors: the sort key of the page's last row, as base64url JSON, as the order search writes
// its own. Opaque to clients; one that does not read as a key is refused as a bad request.

const calendarKey = z.tuple([
  z.literal('calendar'),
  dateSchema,
  z
    .string()
    .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    .nullable(),
  z.number().int().min(0).max(2_147_483_647),
]);

type CalendarKey = [date: string, slot: string | null, number: number];

function encodeCalendarCursor(row: { deliveryDate: string | null; timeSlot: string | null; number: number }) {
  return Buffer.from(JSON.stringify(['calendar', row.deliveryDate, row.timeSlot, row.number])).toString(
    'base64url',
  );
}

function decodeCalendarCursor(cursor: string): CalendarKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('cursor', 'Not a valid cursor');
  }
  const key = calendarKey.safeParse(parsed);
  if (!key.success) throw fieldError('cursor', 'Not a valid cursor');
  const [, date, slot, number] = key.data;
  return [date, slot, number];
}
