import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, orders, orderTimeWindows } from '../../db/schema';
import { queueMail } from '../mail';
import { isSummaryTime, openingTime } from './opening-time';
import { chosenRecipients, claimSummary } from './recipients.service';
import { type DayOrder, summaryMail } from './summary-mail';

/**
 * Queues the day's summary for each owner and manager who asked for it, once their shop has opened
 * on its own clock (docs/decisions/064). Run on every poll of the mail worker: each person's day is
 * claimed in shop_mail_days in the transaction that queues the mail, so however many polls and
 * processes look, it goes once, and a failed send is the outbox's to retry.
 */
export async function mailMorningSummaries(db: Db, now: Date = new Date()): Promise<number> {
  const recipients = await chosenRecipients(db, { businessIds: null, kind: 'morningSummary' });
  if (recipients.length === 0) return 0;
  const shopIds = [...new Set(recipients.map((r) => r.businessId))];
  const at = now.toISOString();
  const local = sql`(${at}::timestamptz at time zone ${businesses.timeZone})`;
  const shops = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      currency: businesses.currency,
      day: sql<string>`to_char(${local}, 'YYYY-MM-DD')`,
      time: sql<string>`to_char(${local}, 'HH24:MI')`,
      weekday: sql<number>`extract(dow from ${local})::int`,
    })
    .from(businesses)
    .where(inArray(businesses.id, shopIds));
  const windows = await db
    .select({
      businessId: orderTimeWindows.businessId,
      windows: orderTimeWindows.windows,
      disabledDays: orderTimeWindows.disabledDays,
    })
    .from(orderTimeWindows)
    .where(inArray(orderTimeWindows.businessId, shopIds));
  let queued = 0;
  for (const shop of shops) {
    const own = windows.filter((row) => row.businessId === shop.id);
    if (!isSummaryTime(openingTime(own, shop), shop.time)) continue;
    // Read once a shop, and only when a summary is due: most polls of the day stop above.
    let day: DayOrder[] | null = null;
    for (const reader of recipients.filter((r) => r.businessId === shop.id)) {
      await db.transaction(async (tx) => {
        if (!(await claimSummary(tx, { ...reader, day: shop.day }))) return;
        day ??= await ordersOfDay(tx, shop.id, shop.day);
        await queueMail(tx, summaryMail({ reader, shop, day: shop.day, orders: day }));
        queued++;
      });
    }
  }
  return queued;
}

/** The shop's orders due on the day, placed and not deleted, in the order they are due. */
function ordersOfDay(db: Tx, businessId: string, day: string): Promise<DayOrder[]> {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      method: orders.method,
      timeSlot: orders.timeSlot,
      orderStatus: orders.orderStatus,
      recipientName: orders.recipientName,
      productName: orders.productName,
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.deliveryDate, day),
        isNull(orders.deletedAt),
        gt(orders.number, 0),
        inArray(orders.orderStatus, ['pending', 'ready', 'done']),
      ),
    )
    .orderBy(sql`${orders.timeSlot} nulls last`, asc(orders.number));
}
