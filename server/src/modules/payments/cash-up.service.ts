import type { CashUp } from '@contract/cash-up';
import { fromCents } from '@contract/money';
import { type MoneyMethod, moneyMethods } from '@contract/money-payments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentEntries } from '../../db/schema';
import { findShop } from '../business';
import { cardChanges } from '../gift-cards';
import { everyDay } from '../scheduling';
import { getRevenue } from './ledger.service';
import { moneyWithin } from './money-events';
import { monthRange } from './month-documents';

/*
 * Closing time (docs/decisions/048): what the day's journal says came in and went out, by method,
 * what the till should hold, and what gift cards did. Read from the money events of the day only,
 * so the figures of a closed day never change afterwards.
 */

type Day = { businessId: string; date: string };

/** The money of a range of the shop's days, summed per method and kind, in cents. */
async function moneyOf(
  db: Db,
  { businessId, timeZone, start, end }: Day & { timeZone: string; start: string; end: string },
) {
  const rows = await db
    .select({
      method: paymentEntries.method,
      kind: paymentEntries.kind,
      cents: sql<string>`sum(${paymentEntries.amountCents})`,
    })
    .from(paymentEntries)
    .where(moneyWithin(businessId, timeZone, start, end))
    .groupBy(paymentEntries.method, paymentEntries.kind);
  return moneyMethods.flatMap((method) => {
    const of = (kind: string) => Number(rows.find((r) => r.method === method && r.kind === kind)?.cents ?? 0);
    const received = of('payment');
    const refunded = -of('refund');
    const reversed = -of('reversal');
    if (received === 0 && refunded === 0 && reversed === 0) return [];
    return [{ method, received, refunded, reversed, net: received - refunded - reversed }];
  });
}

/** The cash-up of one day of the shop. */
export async function getCashUp(db: Db, { businessId, date }: Day): Promise<CashUp> {
  const shop = await findShop(db, businessId);
  const range = { businessId, date, timeZone: shop.timeZone, start: date, end: date };
  // The day's revenue carries what gift cards did that day and still owe at its end.
  const [money, revenue] = await Promise.all([
    moneyOf(db, range),
    getRevenue(db, { businessId, start: date, end: date }),
  ]);
  const cash = money.find((m) => m.method === 'cash');
  return {
    date,
    currency: shop.currency,
    by_method: money.map((m) => ({
      method: m.method,
      received: fromCents(m.received),
      refunded: fromCents(m.refunded),
      reversed: fromCents(m.reversed),
      net: fromCents(m.net),
    })),
    expected_cash: fromCents(cash?.net ?? 0),
    gift_cards: revenue.gift_cards,
    revenue: { total: revenue.total, net_total: revenue.net_total, tax_total: revenue.tax_total },
    orders_paid: revenue.count,
  };
}

const csvMoney = (cents: number) => fromCents(cents).toFixed(2);

/**
 * A month for the accountant as CSV: one line per day with the money in and out by method, what
 * gift cards did and the revenue with its tax (the invoices and credit notes follow in their own
 * export). Days without anything are lines of zeros, so the month is complete.
 */
export async function monthCsv(db: Db, { businessId, month }: { businessId: string; month: string }) {
  const shop = await findShop(db, businessId);
  const { start, end } = monthRange(month);
  const revenue = await getRevenue(db, { businessId, start, end });
  const header = [
    'date',
    ...moneyMethods.map((m: MoneyMethod) => `${m}_net`),
    'refunds',
    'gift_cards_sold',
    'gift_cards_redeemed',
    'revenue',
    'revenue_net',
    'revenue_tax',
    'orders_paid',
  ];
  const lines = [header.join(',')];
  for (const [index, date] of everyDay(start, end).entries()) {
    const range = { businessId, date, timeZone: shop.timeZone, start: date, end: date };
    const [money, cards] = await Promise.all([moneyOf(db, range), cardChanges(db, range)]);
    const day = revenue.by_day[index];
    const net = (method: MoneyMethod) => money.find((m) => m.method === method)?.net ?? 0;
    lines.push(
      [
        date,
        ...moneyMethods.map((m) => csvMoney(net(m))),
        csvMoney(money.reduce((sum, m) => sum + m.refunded, 0)),
        csvMoney(cards.sold),
        csvMoney(cards.redeemed),
        (day?.total ?? 0).toFixed(2),
        (day?.net_total ?? 0).toFixed(2),
        (day?.tax_total ?? 0).toFixed(2),
        String(day?.count ?? 0),
      ].join(','),
    );
  }
  return { filename: `petal-${shop.url}-${month}.csv`, csv: `\uFEFF${lines.join('\r\n')}\r\n` };
}
