import { dateSchema } from '@contract/order-time';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { calendarRange } from './order-queries';

/*
 * Places in the calendar's order (day, window, number), along orders_date_idx: where the calendar's
 * pages (docs/decisions/068), the day view's and the delivery run's (079) start. A page's
 * statements take the range's placeholders (businessId, start, end, limit) and, after the first,
 * the cursor's (date, slot, number).
 */

/** The calendar's order: by day, by window (those without one last in their day), by number. */
export const calendarOrder = [asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number)];

/**
 * The rows after the cursor's place, as the two conditions of two ordered runs of the index. A
 * window may be empty (no time slot), which sorts last within its day, and a row comparison with an
 * empty window is neither before nor after; so the rows after the cursor are read in two runs, each
 * an index range starting at the cursor: those after it by (day, window, number), which leaves out
 * its day's orders without a window, and those orders (after the cursor's number when the cursor's
 * own window is empty). PostgreSQL merges the two runs in order and stops at the page's size (a
 * union of both, ordered and limited): no sort of the range, nothing read twice. `filter` narrows
 * both (the delivery run's method and driver).
 */
export function afterPosition(filter?: SQL): { laterInOrder: SQL; windowless: SQL } {
  const date = sql`${sql.placeholder('date')}::date`;
  const slot = sql`${sql.placeholder('slot')}::text`;
  const number = sql`${sql.placeholder('number')}::int`;
  const laterInOrder = and(
    calendarRange,
    filter,
    sql`(${orders.deliveryDate}, ${orders.timeSlot}, ${orders.number}) > (${date}, ${slot}, ${number})`,
  ) as SQL;
  // The day is the cursor's, checked against the range as a parameter: a bound on the column
  // instead led the planner to another index and through the day's every order.
  const windowless = and(
    eq(orders.businessId, sql.placeholder('businessId')),
    isNull(orders.deletedAt),
    sql`${orders.orderStatus} <> 'draft'`,
    filter,
    sql`${date} between ${sql.placeholder('start')}::date and ${sql.placeholder('end')}::date`,
    sql`${orders.deliveryDate} = ${date}`,
    isNull(orders.timeSlot),
    sql`${orders.number} > (case when ${slot} is null then ${number} else -1 end)`,
  ) as SQL;
  return { laterInOrder, windowless };
}

// Cursors: the sort key of the page's last row, tagged with its list, as base64url JSON, as the
// order search writes its own. Opaque to clients; one that does not read as a key of the list it
// is given to is refused as a bad request. A cursor carries no shop: read with another shop's
// sign-in it names a place in that shop's calendar.

export type DayPosition = { date: string; slot: string | null; number: number };
type PositionedRow = { deliveryDate: string | null; timeSlot: string | null; number: number };

const positionKey = z.tuple([
  z.string(),
  dateSchema,
  z
    .string()
    .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    .nullable(),
  z.number().int().min(0).max(2_147_483_647),
]);

export function encodePosition(list: string, row: PositionedRow): string {
  return Buffer.from(JSON.stringify([list, row.deliveryDate, row.timeSlot, row.number])).toString(
    'base64url',
  );
}

export function decodePosition(list: string, cursor: string): DayPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fieldError('cursor', 'Not a valid cursor');
  }
  const key = positionKey.safeParse(parsed);
  if (!key.success || key.data[0] !== list) throw fieldError('cursor', 'Not a valid cursor');
  const [, date, slot, number] = key.data;
  return { date, slot, number };
}

/**
 * The page of `limit` rows a statement pair reads, and the cursor of the next: one row more than
 * the page is asked for, to say whether another follows.
 */
export async function readPage<Row extends PositionedRow>(
  list: string,
  limit: number,
  cursor: string | undefined,
  read: {
    first: (limit: number) => Promise<Row[]>;
    after: (limit: number, at: DayPosition) => Promise<Row[]>;
  },
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const at = cursor === undefined ? undefined : decodePosition(list, cursor);
  const rows = at ? await read.after(limit + 1, at) : await read.first(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, nextCursor: rows.length > limit && last ? encodePosition(list, last) : null };
}
