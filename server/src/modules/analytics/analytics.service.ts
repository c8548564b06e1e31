import type { Analytics } from '@contract/analytics';
import { centsOf, fromCents } from '@contract/money';
import { orderMethods, type PaymentMethod } from '@contract/orders';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stockMovements } from '../../db/schema';
import { findShop, findShopCountry } from '../business';
import { getRevenue, orderAmount, revenueWithin } from '../payments';
import { everyDay, shopDay, withinDays } from '../scheduling';
import { bestCustomers, bestProducts } from './top-lists';

type Range = { businessId: string; timeZone: string; start: string; end: string };

const placedStatuses = ['pending', 'ready', 'done'] as const;
const money = (value: string | null | undefined) => fromCents(centsOf(value));

/**
 * How the shop did over a range of its days, in queries that do not wait for each other.
 * Its revenue is GET /api/revenue's own answer: payments less the refunds made in the range.
 */
export async function getAnalytics(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<Analytics> {
  const [shop, country] = await Promise.all([findShop(db, businessId), findShopCountry(db, businessId)]);
  const range: Range = { businessId, timeZone: shop.timeZone, start, end };
  const [paid, placed, topProducts, topCustomers, waste, margin, discounts] = await Promise.all([
    getRevenue(db, { businessId, start, end }),
    placedOrders(db, range),
    bestProducts(db, range),
    bestCustomers(db, { ...range, country }),
    wasteWithin(db, range),
    marginWithin(db, range),
    discountsWithin(db, range),
  ]);

  const paidOn = new Map(paid.by_day.map((r) => [r.date, r.total]));
  const placedOn = new Map(placed.filter((r) => r.dimension === 'day').map((r) => [r.key, r.count]));
  const of = (dimension: string) => placed.filter((r) => r.dimension === dimension);
  const byMethod = new Map(of('method').map((r) => [r.key, r]));
  const byStatus = new Map(of('status').map((r) => [r.key, r.count]));

  return {
    currency: shop.currency,
    revenue: {
      total: paid.total,
      net_total: paid.net_total,
      tax_total: paid.tax_total,
      count: paid.count,
      average: paid.average,
    },
    discounts: { total: money(discounts?.total), orders: Number(discounts?.orders ?? 0) },
    by_day: everyDay(start, end).map((date) => ({
      date,
      revenue: paidOn.get(date) ?? 0,
      orders: placedOn.get(date) ?? 0,
    })),
    orders: {
      count: of('method').reduce((sum, r) => sum + r.count, 0),
      by_method: orderMethods.map((method) => ({
        method,
        count: byMethod.get(method)?.count ?? 0,
        revenue: money(byMethod.get(method)?.revenue),
      })),
      by_status: placedStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      by_payment_method: of('payment_method')
        .map((r) => ({
          payment_method: r.key as PaymentMethod | null,
          count: r.count,
          revenue: money(r.revenue),
        }))
        .sort((a, b) => b.count - a.count || b.revenue - a.revenue),
    },
    top_products: topProducts.map((r) => ({
      product_id: r.productId,
      name: r.name,
      count: r.count,
      revenue: money(r.revenue),
    })),
    top_customers: topCustomers.map((r) => ({
      customer_id: r.customerId,
      name: r.name,
      email: r.email,
      count: r.count,
      revenue: r.revenue,
    })),
    waste: { value: money(waste?.value), stems: Number(waste?.stems ?? 0) },
    margin: {
      revenue: money(margin?.revenue),
      cost: money(margin?.cost),
      margin: fromCents(centsOf(margin?.revenue) - centsOf(margin?.cost)),
      orders: Number(margin?.orders ?? 0),
    },
    // The revenue already read what gift cards did and owe at the end of the range.
    gift_cards: paid.gift_cards,
  };
}

/** The discounts of the orders paid in the range, as the revenue counts them (its own index). */
async function discountsWithin(db: Db, r: Range) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${orders.discountTotal}), 0)`,
      orders: sql<number>`count(*) filter (where ${orders.discountTotal} > 0)::int`,
    })
    .from(orders)
    .where(revenueWithin(r.businessId, r.timeZone, r.start, r.end));
  return row;
}

/**
 * Orders placed in the range, counted per day, method, status and payment method in one pass
 * (grouping sets); `paid` is what each brought in if it is paid, whenever that was.
 */
async function placedOrders(db: Db, r: Range) {
  const placed = db
    .select({
      day: shopDay(orders.submittedAt, r.timeZone).as('day'),
      method: orders.method,
      status: orders.orderStatus,
      paymentMethod: orders.paymentMethod,
      paid: sql<string | null>`case when ${orders.paymentStatus} = 'done' then ${orderAmount} end`.as('paid'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, r.businessId),
        isNull(orders.deletedAt),
        ne(orders.orderStatus, 'draft'),
        withinDays(orders.submittedAt, r.timeZone, r.start, r.end),
      ),
    )
    .as('placed');
  const rows = await db
    .select({
      dimension: sql<string>`case when grouping(${placed.day}) = 0 then 'day'
        when grouping(${placed.method}) = 0 then 'method'
        when grouping(${placed.status}) = 0 then 'status'
        else 'payment_method' end`,
      key: sql<
        string | null
      >`coalesce(${placed.day}, ${placed.method}, ${placed.status}, ${placed.paymentMethod})`,
      count: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${placed.paid}), 0)`,
    })
    .from(placed)
    .groupBy(
      sql`grouping sets ((${placed.day}), (${placed.method}), (${placed.status}), (${placed.paymentMethod}))`,
    );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Stems written off as expired in the range, valued at what they cost (movements keep it). */
async function wasteWithin(db: Db, r: Range) {
  const [row] = await db
    .select({
      value: sql<string>`coalesce(round(sum(-${stockMovements.quantity} * ${stockMovements.unitCost}), 2), 0)`,
      stems: sql<number>`coalesce(-sum(${stockMovements.quantity}), 0)::int`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.businessId, r.businessId),
        eq(stockMovements.type, 'expiry'),
        withinDays(stockMovements.at, r.timeZone, r.start, r.end),
      ),
    );
  return row;
}

/**
 * Paid orders of the range with flowers on them, costed as GET /api/orders/{uuid}/cost does: per
 * flower, the stems used net of those taken back, to the cent; flowers all taken back cost nothing.
 */
async function marginWithin(db: Db, r: Range) {
  const lines = db
    .select({
      orderId: stockMovements.orderId,
      // The goods' net after the discount (docs/decisions/046): no tax, no delivery, no gift cards.
      price: orders.goodsNet,
      cost: sql<string>`round(-sum(${stockMovements.quantity} * ${stockMovements.unitCost}), 2)`.as('cost'),
    })
    .from(orders)
    .innerJoin(stockMovements, eq(stockMovements.orderId, orders.id))
    .where(
      and(
        revenueWithin(r.businessId, r.timeZone, r.start, r.end),
        eq(stockMovements.businessId, r.businessId),
        eq(stockMovements.type, 'sale'),
      ),
    )
    .groupBy(stockMovements.orderId, orders.goodsNet, stockMovements.flowerId)
    .having(sql`sum(${stockMovements.quantity}) < 0`)
    .as('lines');
  const perOrder = db
    .select({ price: lines.price, orderCost: sql<string>`sum(${lines.cost})`.as('order_cost') })
    .from(lines)
    .groupBy(lines.orderId, lines.price)
    .as('per_order');
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${perOrder.price}), 0)`,
      cost: sql<string>`coalesce(sum(${perOrder.orderCost}), 0)`,
    })
    .from(perOrder);
  return row;
}
