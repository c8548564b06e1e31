import { decimalToCents, fromCents } from '@contract/money';
import { type CountryCode, normalisePhone } from '@contract/phone';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderItems, orders } from '../../db/schema';
import { orderAmount, revenueWithin } from '../payments';

/* The best products and customers of a period (docs/product.md, Analytics). */

const TOP = 5;

/** A range of the shop's days. */
type Range = { businessId: string; timeZone: string; start: string; end: string };

/**
 * What a paid order's goods line brought in: its total less its share of the order's discount (in
 * proportion among the goods lines, which the discount is taken off) and of any money given back
 * (in proportion to the order's total). Delivery and gift cards sold are no product's.
 */
const lineRevenue = (goods: SQL) => sql<string>`round(
  (${orderItems.total} - ${orders.discountTotal} * ${orderItems.total} / nullif(${goods}, 0))
  * (1 - ${orders.refundedTotal} / nullif(${orderAmount}, 0)), 2)`;

/**
 * Products by what their lines brought in, counted in items sold (each line's quantity); lines
 * without a product make one row of their own. Orders refunded in full are not paid any more;
 * those refunded in part count what was kept.
 */
export async function bestProducts(db: Db, r: Range) {
  const goods = sql`sum(${orderItems.total}) over (partition by ${orderItems.orderId})`;
  const lines = db
    .select({
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      paidAt: orders.paidAt,
      revenue: lineRevenue(goods).as('revenue'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(revenueWithin(r.businessId, r.timeZone, r.start, r.end), eq(orderItems.kind, 'flowers')))
    .as('lines');
  const revenue = sql<string>`coalesce(sum(${lines.revenue}), 0)`;
  const count = sql<number>`sum(${lines.quantity})::int`;
  const name = sql<string | null>`(array_agg(${lines.productName} order by ${lines.paidAt} desc))[1]`;
  const rows = await db
    .select({ productId: lines.productId, name, count, revenue })
    .from(lines)
    .groupBy(lines.productId)
    .orderBy(sql`${revenue} desc, ${count} desc, ${name} asc nulls last`)
    .limit(TOP);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * Customers by what their paid orders brought in, less what was given back. A customer known by
 * phone alone is one whichever way the number was typed ("030 5550100", "+49 30 5550100"): their
 * records are merged by the number in one normal form, read in the shop's country.
 */
export async function bestCustomers(db: Db, r: Range & { country: CountryCode | undefined }) {
  const rows = await db
    .select({
      customerId: customers.id,
      identity: customers.identity,
      name: customers.name,
      email: customers.email,
      phone: customers.phone,
      count: sql<number>`count(*)::int`,
      revenue: sql<string>`sum(${orderAmount} - ${orders.refundedTotal})`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(revenueWithin(r.businessId, r.timeZone, r.start, r.end))
    .groupBy(customers.id);
  const merged = new Map<
    string,
    { customerId: string; name: string; email: string | null; count: number; cents: number; best: number }
  >();
  for (const row of rows) {
    const key = row.identity.startsWith('phone:')
      ? `phone:${normalisePhone(row.phone ?? row.identity.slice('phone:'.length), r.country) ?? row.identity}`
      : row.identity;
    const cents = decimalToCents(row.revenue);
    const known = merged.get(key);
    // The record that brought in the most names the merged customer.
    if (!known) {
      merged.set(key, { ...row, count: Number(row.count), cents, best: cents });
    } else {
      if (cents > known.best)
        Object.assign(known, { customerId: row.customerId, name: row.name, email: row.email, best: cents });
      known.count += Number(row.count);
      known.cents += cents;
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.cents - a.cents || b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, TOP)
    .map(({ customerId, name, email, count, cents }) => ({
      customerId,
      name,
      email,
      count,
      revenue: fromCents(cents),
    }));
}
