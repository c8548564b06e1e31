import type { PaymentMethod, PaymentStatus } from '@contract/orders';
import type { Payment, Revenue } from '@contract/payments';
import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { findShop } from '../orders/order-store';

/** What the customer paid for an order: flowers, and delivery when delivered. Exact numeric in SQL. */
const orderAmount = sql<string>`(${orders.price} + case when ${orders.method} = 'delivery' then coalesce(${orders.deliveryPrice}, 0) else 0 end)`;

/** Days are the shop's: a range runs from the start's midnight to the midnight after the end. */
const paidWithin = (businessId: string, timeZone: string, start: string, end: string) =>
  and(
    eq(orders.businessId, businessId),
    isNull(orders.deletedAt),
    isNotNull(orders.paidAt),
    gte(orders.paidAt, sql`(${start}::date)::timestamp at time zone ${timeZone}`),
    lt(orders.paidAt, sql`(${end}::date + 1)::timestamp at time zone ${timeZone}`),
  );

const cents = (value: string | number) => Math.round(Number(value) * 100);

/** Revenue of paid orders (refunds excluded) in a range, in total and per day, to the cent. */
export async function getRevenue(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<Revenue> {
  const shop = await findShop(db, businessId);
  const day = sql<string>`to_char(${orders.paidAt} at time zone ${shop.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, total: sql<string>`sum(${orderAmount})`, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(paidWithin(businessId, shop.timeZone, start, end), eq(orders.paymentStatus, 'done')))
    // By position: the same expression written twice would carry two parameters, and count as two.
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const byDay: Revenue['by_day'] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    const found = byDate.get(date);
    byDay.push({ date, total: found ? cents(found.total) / 100 : 0, count: found ? Number(found.count) : 0 });
  }
  const totalCents = rows.reduce((sum, r) => sum + cents(r.total), 0);
  const count = rows.reduce((sum, r) => sum + Number(r.count), 0);
  return {
    total: totalCents / 100,
    count,
    average: count === 0 ? 0 : Math.round(totalCents / count) / 100,
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
    paid_at: (r.paidAt as Date).toISOString(),
    sender_name: r.sender,
  }));
  return { items, count };
}
