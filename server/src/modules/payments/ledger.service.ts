import { fromCents } from '@contract/money';
import type { PaymentMethod, PaymentStatus } from '@contract/orders';
import type { Payment, Revenue } from '@contract/payments';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftCardMovements, orders, paymentEntries } from '../../db/schema';
import { findShop } from '../business';
import { giftCardLiability } from '../gift-cards';
import { everyDay, shopDay } from '../scheduling';
import { cardMovesWithin, decimalMoney, moneyWithin, taxShare } from './money-events';
import { centsOf } from './order-money';
import { paidWithin } from './paid-orders.service';

/** Money of a shop's journal per day within the range: what came in less what went back, and its tax. */
async function moneyByDay(db: Db, { businessId, timeZone, start, end }: Range) {
  return db
    .select({
      date: shopDay(paymentEntries.at, timeZone),
      cents: sql<string>`sum(${paymentEntries.amountCents})`,
      tax: sql<string>`sum(${taxShare(decimalMoney(paymentEntries.amountCents))})`,
    })
    .from(paymentEntries)
    .innerJoin(orders, eq(orders.id, paymentEntries.orderId))
    .where(moneyWithin(businessId, timeZone, start, end))
    .groupBy(sql`1`);
}

/**
 * What gift cards owe, changed per day: cards sold (+), spent (−), given back to them (+), voided
 * (−) or adjusted (±). Spending a card is revenue, and carries the tax of the order it paid for.
 */
async function cardsByDay(db: Db, { businessId, timeZone, start, end }: Range) {
  return db
    .select({
      date: shopDay(giftCardMovements.at, timeZone),
      change: sql<string>`sum(${giftCardMovements.amount})`,
      tax: sql<string>`sum(case when ${giftCardMovements.type} in ('redeem', 'release') then ${taxShare(sql`-${giftCardMovements.amount}`)} else 0 end)`,
    })
    .from(giftCardMovements)
    .leftJoin(orders, eq(orders.id, giftCardMovements.orderId))
    .where(cardMovesWithin(businessId, timeZone, start, end))
    .groupBy(sql`1`);
}

type Range = { businessId: string; timeZone: string; start: string; end: string };

/**
 * Revenue recognised per day, to the cent (docs/decisions/048): the money that came in less what
 * went back, less what of it gift cards now owe (a card sold is owed goods, not revenue; it becomes
 * revenue when it is spent). `count` and `discount_total` are of the orders paid on the day;
 * `gift_cards` is that change by kind, and what the cards still owe at the end of the range.
 */
export async function getRevenue(
  db: Db,
  { businessId, start, end }: { businessId: string; start: string; end: string },
): Promise<Revenue> {
  const shop = await findShop(db, businessId);
  const range = { businessId, timeZone: shop.timeZone, start, end };
  const [money, cards, paid, giftCards] = await Promise.all([
    moneyByDay(db, range),
    cardsByDay(db, range),
    db
      .select({
        date: shopDay(orders.paidAt, shop.timeZone),
        count: sql<number>`count(*)::int`,
        discount: sql<string>`sum(${orders.discountTotal})`,
      })
      .from(orders)
      // Orders paid on the day, refunded or not: refunds are rows of their own days.
      .where(paidWithin(businessId, shop.timeZone, start, end))
      .groupBy(sql`1`),
    giftCardLiability(db, range),
  ]);
  const moneyOn = new Map(money.map((r) => [r.date, r]));
  const cardsOn = new Map(cards.map((r) => [r.date, r]));
  const paidOn = new Map(paid.map((r) => [r.date, r]));
  const days = everyDay(start, end).map((date) => {
    const inMoney = Number(moneyOn.get(date)?.cents ?? 0);
    const owed = centsOf(cardsOn.get(date)?.change);
    const total = inMoney - owed;
    const tax = centsOf(moneyOn.get(date)?.tax) + centsOf(cardsOn.get(date)?.tax);
    return { date, total, net: total - tax, tax, count: Number(paidOn.get(date)?.count ?? 0) };
  });
  const byDay: Revenue['by_day'] = days.map((d) => ({
    date: d.date,
    total: fromCents(d.total),
    net_total: fromCents(d.net),
    tax_total: fromCents(d.tax),
    count: d.count,
  }));
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((s, d) => s + pick(d), 0);
  const totalCents = sum((d) => d.total);
  const count = sum((d) => d.count);
  return {
    total: fromCents(totalCents),
    net_total: fromCents(sum((d) => d.net)),
    tax_total: fromCents(sum((d) => d.tax)),
    count,
    average: count === 0 ? 0 : fromCents(Math.round(totalCents / count)),
    // What discount codes took off the orders paid in the range (docs/decisions/043).
    discount_total: fromCents(paid.reduce((s, r) => s + centsOf(r.discount), 0)),
    by_day: byDay,
    currency: shop.currency,
    gift_cards: giftCards,
  };
}

type LedgerRow = {
  uuid: string;
  number: number;
  method: PaymentMethod | null;
  status: PaymentStatus;
  amount: string;
  tax: string;
  at: Date | string;
  sender: string | null;
  kind: 'payment' | 'refund' | 'reversal';
  reason: string | null;
  gift_cards: string | number;
  discount_code: string | null;
  discount: string;
  total: number | string;
};

type LedgerQuery = {
  businessId: string;
  start: string;
  end: string;
  paymentMethod?: PaymentMethod;
  status?: PaymentStatus;
  limit: number;
  offset: number;
};

/**
 * The ledger (docs/decisions/048): every money event in a range, each on its own day, newest
 * first: payments, refunds and reversals of payments recorded by mistake from the journal, and
 * what gift cards paid or got back. Refunds and reversals are negative, so a day's rows add up to
 * the money and card value that moved on it.
 */
export async function listPayments(db: Db, query: LedgerQuery): Promise<{ items: Payment[]; count: number }> {
  const shop = await findShop(db, query.businessId);
  const { businessId, start, end, paymentMethod } = query;
  const byStatus = query.status ? eq(orders.paymentStatus, query.status) : undefined;
  const moneyWhere = and(
    moneyWithin(businessId, shop.timeZone, start, end),
    paymentMethod === 'gift_card'
      ? sql`false`
      : paymentMethod
        ? eq(paymentEntries.method, paymentMethod)
        : undefined,
    byStatus,
  ) as SQL;
  const cardsWhere = and(
    cardMovesWithin(businessId, shop.timeZone, start, end),
    inArray(giftCardMovements.type, ['redeem', 'release']),
    paymentMethod && paymentMethod !== 'gift_card' ? sql`false` : undefined,
    byStatus,
  ) as SQL;
  const amount = decimalMoney(paymentEntries.amountCents);
  // The order's discount stands on its first payment only, so that the rows of an order add up.
  const firstPayment = sql`${paymentEntries.kind} = 'payment' and not exists (select 1 from ${paymentEntries} earlier where earlier.order_id = ${paymentEntries.orderId} and earlier.kind = 'payment' and earlier.at < ${paymentEntries.at})`;
  const moneyRows = sql`
      select ${orders.id} as uuid, ${orders.number} as number, ${paymentEntries.method} as method,
        ${orders.paymentStatus} as status, ${amount} as amount, ${taxShare(amount)} as tax,
        ${paymentEntries.at} as at, ${orders.senderName} as sender, ${paymentEntries.kind} as kind,
        nullif(${paymentEntries.reason}, '') as reason, 0 as gift_cards,
        case when ${firstPayment} then ${orders.discountCode} end as discount_code,
        case when ${firstPayment} then ${orders.discountTotal} else 0 end as discount
      from ${paymentEntries} inner join ${orders} on ${orders.id} = ${paymentEntries.orderId}
      where ${moneyWhere}`;
  const spent = sql`-${giftCardMovements.amount}`;
  const cardRows = sql`
      select ${orders.id}, ${orders.number}, 'gift_card', ${orders.paymentStatus}, ${spent}, ${taxShare(spent)},
        ${giftCardMovements.at}, ${orders.senderName},
        case when ${giftCardMovements.type} = 'redeem' then 'payment' else 'refund' end, null::text, ${spent},
        null::text, 0::numeric
      from ${giftCardMovements} inner join ${orders} on ${orders.id} = ${giftCardMovements.orderId}
      where ${cardsWhere}`;
  // Both halves are read in order from their indexes (payment_entries_business_idx, gift_card_movements).
  const result = await db.execute(sql`
    select *, count(*) over () as total from (${moneyRows} union all ${cardRows}) ledger
    order by at desc, number desc, kind desc
    limit ${query.limit} offset ${query.offset}`);
  const rows = result.rows as unknown as LedgerRow[];
  const count =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : query.offset > 0
        ? Number(
            (await db.execute(sql`select count(*) as n from (${moneyRows} union all ${cardRows}) ledger`))
              .rows[0]?.n ?? 0,
          )
        : 0;
  const items = rows.map((r) => {
    const cents = centsOf(r.amount);
    const tax = centsOf(r.tax);
    return {
      order_uuid: r.uuid,
      number: Number(r.number),
      payment_method: r.method,
      status: r.status,
      amount: fromCents(cents),
      net_total: fromCents(cents - tax),
      tax_total: fromCents(tax),
      paid_at: new Date(r.at).toISOString(),
      sender_name: r.sender,
      kind: r.kind,
      reason: r.reason,
      gift_card_amount: fromCents(centsOf(r.gift_cards)),
      discount_code: r.discount_code,
      discount_total: fromCents(centsOf(r.discount)),
    };
  });
  return { items, count };
}
