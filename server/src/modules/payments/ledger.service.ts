import type { PaymentMethod, PaymentStatus } from '@contract/orders';
import type { Payment, Revenue } from '@contract/payments';
import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';
import { findShop } from '../business/shop.service';
import {
  cents,
  everyDay,
  orderAmount,
  orderNet,
  orderTax,
  paidWithin,
  revenueTotals,
  revenueWithin,
  shopDay,
  withinDays,
} from './paid-orders.service';

/**
 * The tax in a refund: the order's share of tax in its total, of the amount given back, so a
 * refund's net and tax add up to its amount as the order's do (docs/decisions/025).
 */
const refundTax = sql<string>`coalesce(round(${orderRefunds.amount} * ${orders.taxTotal} / nullif(${orders.total}, 0), 2), 0)`;

/**
 * Payments that count as revenue on the day they were taken: paid orders, and orders whose money
 * the shop gave back (their refunds count against the day each refund was made). An order refunded
 * through the card provider (no refund rows) stays out, as before.
 */
const takenWithin = (businessId: string, timeZone: string, start: string, end: string) =>
  or(
    revenueWithin(businessId, timeZone, start, end),
    and(
      paidWithin(businessId, timeZone, start, end),
      eq(orders.paymentStatus, 'refunded'),
      gt(orders.refundedTotal, '0'),
    ),
  );

/** Refunds a shop made within a range of its days, of orders not deleted. */
const refundsWithin = (businessId: string, timeZone: string, start: string, end: string) =>
  and(
    eq(orderRefunds.businessId, businessId),
    withinDays(orderRefunds.createdAt, timeZone, start, end),
    isNull(orders.deletedAt),
  );

/** Revenue of payments in a range, refunds netted on their own day, in total and per day, to the cent. */
export async function getRevenue(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<Revenue> {
  const shop = await findShop(db, businessId);
  const rows = await db
    .select({
      date: shopDay(orders.paidAt, shop.timeZone),
      total: sql<string>`sum(${orderAmount})`,
      net: sql<string>`sum(${orderNet})`,
      tax: sql<string>`sum(${orderTax})`,
      discount: sql<string>`sum(${orders.discountTotal})`,
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(takenWithin(businessId, shop.timeZone, start, end))
    // By position: the same expression written twice would carry two parameters, and count as two.
    .groupBy(sql`1`);
  const refunds = await db
    .select({
      date: shopDay(orderRefunds.createdAt, shop.timeZone),
      total: sql<string>`sum(${orderRefunds.amount})`,
      tax: sql<string>`sum(${refundTax})`,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(refundsWithin(businessId, shop.timeZone, start, end))
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const refundedOn = new Map(refunds.map((r) => [r.date, r]));
  // A day's figures in cents: its payments less the refunds made on it.
  const days = everyDay(start, end).map((date) => {
    const paid = byDate.get(date);
    const back = refundedOn.get(date);
    const total = cents(paid?.total) - cents(back?.total);
    const tax = cents(paid?.tax) - cents(back?.tax);
    return { date, total, net: total - tax, tax, count: paid ? Number(paid.count) : 0 };
  });
  const byDay: Revenue['by_day'] = days.map((d) => ({
    date: d.date,
    total: d.total / 100,
    net_total: d.net / 100,
    tax_total: d.tax / 100,
    count: d.count,
  }));
  const sums = revenueTotals(
    days.map((d) => ({
      total: String(d.total / 100),
      net: String(d.net / 100),
      tax: String(d.tax / 100),
      count: d.count,
    })),
  );
  // What discount codes took off the orders paid in the range (refunds give money back, not discounts).
  const discountTotal = rows.reduce((sum, r) => sum + cents(r.discount), 0) / 100;
  return { ...sums, discount_total: discountTotal, by_day: byDay, currency: shop.currency };
}

type LedgerRow = {
  uuid: string;
  number: number;
  method: PaymentMethod | null;
  status: PaymentStatus;
  amount: string;
  net: string;
  tax: string;
  at: Date | string;
  sender: string | null;
  kind: 'payment' | 'refund';
  reason: string | null;
  gift_cards: string | number;
  discount_code: string | null;
  discount: string;
  total: number | string;
};

/**
 * The ledger: payments taken in a range and refunds made in it, each on its own day, newest first.
 * A refund is a negative row, so the rows of a day add up to that day's revenue.
 */
export async function listPayments(
  db: Db,
  query: {
    businessId: string;
    start: string;
    end: string;
    paymentMethod?: PaymentMethod;
    status?: PaymentStatus;
    limit: number;
    offset: number;
  },
): Promise<{ items: Payment[]; count: number }> {
  const shop = await findShop(db, query.businessId);
  const byStatus = query.status ? eq(orders.paymentStatus, query.status) : undefined;
  const paymentsWhere = and(
    paidWithin(query.businessId, shop.timeZone, query.start, query.end),
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    byStatus,
  ) as SQL;
  const refundsWhere = and(
    refundsWithin(query.businessId, shop.timeZone, query.start, query.end),
    // An order paid wholly by gift card has no refunds in money (ADR 044).
    query.paymentMethod === 'gift_card'
      ? sql`false`
      : query.paymentMethod
        ? eq(orderRefunds.method, query.paymentMethod)
        : undefined,
    byStatus,
  ) as SQL;
  // Both halves are read in order from their indexes (orders_paid_idx, order_refunds_business_idx).
  const result = await db.execute(sql`
    select *, count(*) over () as total from (
      select ${orders.id} as uuid, ${orders.number} as number, ${orders.paymentMethod} as method,
        ${orders.paymentStatus} as status, ${orderAmount} as amount, ${orderNet} as net, ${orderTax} as tax,
        ${orders.paidAt} as at,
        ${orders.senderName} as sender, 'payment' as kind, null::text as reason,
        ${orders.giftCardTotal} as gift_cards,
        ${orders.discountCode} as discount_code, ${orders.discountTotal} as discount
      from ${orders} where ${paymentsWhere}
      union all
      select ${orders.id}, ${orders.number}, ${orderRefunds.method}, ${orders.paymentStatus},
        -${orderRefunds.amount}, ${refundTax} - ${orderRefunds.amount}, -${refundTax}, ${orderRefunds.createdAt}, ${orders.senderName}, 'refund', ${orderRefunds.reason}, 0,
        null::text, 0::numeric
      from ${orderRefunds} inner join ${orders} on ${orders.id} = ${orderRefunds.orderId}
      where ${refundsWhere}
    ) ledger
    order by at desc, number desc, kind desc
    limit ${query.limit} offset ${query.offset}`);
  const rows = result.rows as unknown as LedgerRow[];
  const count =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : query.offset > 0
        ? Number(
            (
              await db.execute(sql`select
                (select count(*) from ${orders} where ${paymentsWhere}) +
                (select count(*) from ${orderRefunds} inner join ${orders} on ${orders.id} = ${orderRefunds.orderId} where ${refundsWhere}) as n`)
            ).rows[0]?.n ?? 0,
          )
        : 0;
  const items = rows.map((r) => ({
    order_uuid: r.uuid,
    number: Number(r.number),
    payment_method: r.method,
    status: r.status,
    amount: cents(r.amount) / 100,
    net_total: cents(r.net) / 100,
    tax_total: cents(r.tax) / 100,
    paid_at: new Date(r.at).toISOString(),
    sender_name: r.sender,
    kind: r.kind,
    reason: r.reason,
    gift_card_amount: cents(r.gift_cards) / 100,
    discount_code: r.discount_code,
    discount_total: cents(r.discount) / 100,
  }));
  return { items, count };
}
