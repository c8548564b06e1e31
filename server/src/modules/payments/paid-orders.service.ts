import { centsOf, fromCents } from '@contract/money';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { withinDays } from '../scheduling';

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
