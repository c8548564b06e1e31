import { type AnyColumn, and, gte, lt, sql } from 'drizzle-orm';

/*
 * The shop's days: where one begins and ends in SQL, in the shop's time zone whatever the
 * database's. Revenue, the ledger, analytics and the gift cards' liability all count by them.
 */

/** The moment a day of the shop ends: the shop's midnight after it, whatever the database's time zone. */
export const endOfShopDay = (day: string, timeZone: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** A timestamp column falls on the days from start to end of the shop (midnight to the midnight after the end). */
export const withinDays = (column: AnyColumn, timeZone: string, start: string, end: string) =>
  and(
    gte(column, sql`(${start}::date)::timestamp at time zone ${timeZone}`),
    lt(column, endOfShopDay(end, timeZone)),
  );

/** The shop's day of a timestamp column, as 'YYYY-MM-DD'. */
export const shopDay = (column: AnyColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

/** Every day from start to end, both included, as 'YYYY-MM-DD'. */
export function everyDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
