import { centsOf, fromCents } from '@contract/money';
import { type AnyColumn, and, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';

/*
 * What "revenue" means, in one place: the payments ledger and analytics read it from here so that
 * their numbers agree to the cent.
 */

/**
 * What the customer paid for an order, and its split into net and tax: the stored columns the
 * pricing rule writes (modules/orders/pricing/order-pricing.service.ts), never the rule again in SQL.
 */
export const orderAmount = orders.total;
export const orderNet = orders.netTotal;
export const orderTax = orders.taxTotal;

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

/** Orders of a shop paid within a range of its days (refunded ones included), deleted ones left out. */
export const paidWithin = (businessId: string, timeZone: string, start: string, end: string) =>
  and(
    eq(orders.businessId, businessId),
    isNull(orders.deletedAt),
    isNotNull(orders.paidAt),
    withinDays(orders.paidAt, timeZone, start, end),
  );

/** Revenue: orders paid within the range that stay paid (refunds excluded). */
export const revenueWithin = (businessId: string, timeZone: string, start: string, end: string): SQL =>
  and(paidWithin(businessId, timeZone, start, end), eq(orders.paymentStatus, 'done')) as SQL;

/** Exact decimal text from SQL → whole cents. */

/** Every day from start to end, both included, as 'YYYY-MM-DD'. */
export function everyDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Total, its net and tax, count and average of revenue rows (per day or any grouping), added in cents. */
export function revenueTotals(
  rows: { total: string | null; net: string | null; tax: string | null; count: number }[],
) {
  const totalCents = rows.reduce((sum, r) => sum + centsOf(r.total), 0);
  const count = rows.reduce((sum, r) => sum + Number(r.count), 0);
  return {
    total: fromCents(totalCents),
    net_total: fromCents(rows.reduce((sum, r) => sum + centsOf(r.net), 0)),
    tax_total: fromCents(rows.reduce((sum, r) => sum + centsOf(r.tax), 0)),
    count,
    average: count === 0 ? 0 : fromCents(Math.round(totalCents / count)),
  };
}
