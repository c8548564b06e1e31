import type { PaymentMethod, PaymentStatus } from '@contract/orders';
import type { Payment, Revenue } from '@contract/payments';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { findShop } from '../orders/order-store';
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
} from './paid-orders';

/** Revenue of paid orders (refunds excluded) in a range, in total and per day, to the cent. */
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
      count: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(revenueWithin(businessId, shop.timeZone, start, end))
    // By position: the same expression written twice would carry two parameters, and count as two.
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const byDay: Revenue['by_day'] = everyDay(start, end).map((date) => {
    const found = byDate.get(date);
    return {
      date,
      total: cents(found?.total) / 100,
      net_total: cents(found?.net) / 100,
      tax_total: cents(found?.tax) / 100,
      count: found ? Number(found.count) : 0,
    };
  });
  return {
    ...revenueTotals(rows),
    by_day: byDay,
    currency: shop.currency,
  };
}

/** The ledger: orders paid in a range, newest payment first, by method and status. */
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
  const where = and(
    paidWithin(query.businessId, shop.timeZone, query.start, query.end),
    query.paymentMethod ? eq(orders.paymentMethod, query.paymentMethod) : undefined,
    query.status ? eq(orders.paymentStatus, query.status) : undefined,
  );
  const rows = await db
    .select({
      uuid: orders.id,
      number: orders.number,
      method: orders.paymentMethod,
      status: orders.paymentStatus,
      amount: orderAmount,
      net: orderNet,
      tax: orderTax,
      paidAt: orders.paidAt,
      sender: orders.senderName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.paidAt), desc(orders.number))
    .limit(query.limit)
    .offset(query.offset);
  const count =
    rows[0]?.total ??
    (query.offset > 0
      ? Number((await db.select({ n: sql<number>`count(*)` }).from(orders).where(where))[0]?.n ?? 0)
      : 0);
  const items = rows.map((r) => ({
    order_uuid: r.uuid,
    number: r.number,
    payment_method: r.method,
    status: r.status,
    amount: cents(r.amount) / 100,
    net_total: cents(r.net) / 100,
    tax_total: cents(r.tax) / 100,
    paid_at: (r.paidAt as Date).toISOString(),
    sender_name: r.sender,
  }));
  return { items, count };
}
