import type { DayCounts, DayOrder, DayQuery, DayView, DayWindow } from '@contract/order-day';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { personName } from '../../../db/person-name';
import { locations, orders, users } from '../../../db/schema';
import { findShop } from '../../business';
import { todayIn } from '../../scheduling';
import { fromItemsJson, itemsJson } from '../lines/order-items.service';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' plus whole days, as calendar arithmetic (no clock, no zone). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The date a day view names: a date as given, or today or tomorrow in the shop's zone. */
export function resolveDay(date: DayQuery['date'], timeZone: string, now: Date) {
  const today = todayIn(timeZone, now);
  if (date === 'today') return { date: today, today };
  if (date === 'tomorrow') return { date: addDays(today, 1), today };
  return { date, today };
}

/**
 * The submitted orders due on one date, grouped by time window in order, with what is left to do.
 * One query read along `orders_date_idx` (shop, date, slot; live, no drafts): a day's rows only,
 * however long the shop's history, each with its lines. The counts are made from those rows, not from another scan.
 */
export async function getDayView(
  db: Db,
  { businessId, date, now = new Date() }: { businessId: string; date: DayQuery['date']; now?: Date },
): Promise<DayView> {
  const shop = await findShop(db, businessId);
  const day = resolveDay(date, shop.timeZone, now);
  const rows = await selectDay(db, { businessId, date: day.date });
  const items: DayOrder[] = rows.map((row) => ({
    uuid: row.id,
    number: row.number,
    order_status: row.orderStatus,
    payment_status: row.paymentStatus,
    paid: row.paymentStatus === 'done',
    method: row.method,
    delivery_status: row.deliveryStatus,
    product_name: row.productName,
    items: fromItemsJson(row.items),
    recipient_name: row.recipientName,
    delivery_address: row.deliveryAddress,
    delivery_city: row.deliveryCity,
    location_name: row.locationName,
    time_slot: row.timeSlot,
    assigned_to: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName } : null,
    photo_reference: row.photoReference,
    polaroid_photo: row.polaroidPhoto,
    note: row.note,
    special_instructions: row.specialInstructions,
    has_card_message: Boolean(row.hasCardMessage),
  }));
  return { ...day, windows: groupByWindow(items), counts: countDay(items) };
}

/** Consecutive orders of the same slot form a window; the rows arrive sorted by slot. */
export function groupByWindow(items: DayOrder[]): DayWindow[] {
  const windows: DayWindow[] = [];
  for (const item of items) {
    const last = windows.at(-1);
    if (last && last.time_slot === item.time_slot) last.orders.push(item);
    else windows.push({ time_slot: item.time_slot, orders: [item] });
  }
  return windows;
}

export function countDay(items: DayOrder[]): DayCounts {
  const open = items.filter((item) => item.order_status !== 'done');
  return {
    to_make: items.filter((item) => item.order_status === 'pending').length,
    made: items.filter((item) => item.order_status === 'ready').length,
    to_deliver: open.filter((item) => item.method === 'delivery').length,
    to_pick_up: open.filter((item) => item.method === 'pickup').length,
    done: items.length - open.length,
    total: items.length,
  };
}

/** The day's rows, shop and date given: one range of `orders_date_idx` (exported for its plan's test). */
export function selectDay(db: Db, { businessId, date }: { businessId: string; date: string }) {
  return (
    db
      .select({
        id: orders.id,
        number: orders.number,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
        method: orders.method,
        deliveryStatus: orders.deliveryStatus,
        productName: orders.productName,
        // Every line, built in the same statement: a day of carts costs no read per order.
        items: itemsJson,
        recipientName: orders.recipientName,
        deliveryAddress: orders.deliveryAddress,
        deliveryCity: orders.deliveryCity,
        locationName: locations.name,
        timeSlot: orders.timeSlot,
        assigneeId: users.id,
        assigneeName: personName(),
        photoReference: orders.photoReference,
        polaroidPhoto: orders.polaroidPhoto,
        note: orders.note,
        specialInstructions: orders.specialInstructions,
        hasCardMessage: sql<boolean>`coalesce(length(trim(${orders.cardMessage})) > 0, false)`,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.assignedTo))
      .leftJoin(locations, eq(locations.id, orders.locationId))
      .where(
        and(
          eq(orders.businessId, businessId),
          eq(orders.deliveryDate, date),
          isNull(orders.deletedAt),
          // Literal, as in the index's own predicate, so the planner can use the partial index.
          sql.raw(`"orders"."order_status" <> 'draft'`),
        ),
      )
      // Null slots (an order taken without a time) come last: "some time that day".
      .orderBy(sql`${orders.timeSlot} asc nulls last`, asc(orders.number))
  );
}
