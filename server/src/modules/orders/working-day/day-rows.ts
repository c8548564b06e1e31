import type { DayOrder } from '@contract/order-day';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { personName } from '../../../db/person-name';
import { locations, orders, users } from '../../../db/schema';
import { fromItemsJson, itemsJson } from '../lines/order-items.service';
import { calendarOrder } from '../queries/day-positions';

/** What the day view reads of an order: the card a florist makes and hands it over from. */
const dayColumns = {
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
  // The day is what a page's cursor starts from; the answer names it once.
  deliveryDate: orders.deliveryDate,
  timeSlot: orders.timeSlot,
  assigneeId: users.id,
  assigneeName: personName(),
  photoReference: orders.photoReference,
  polaroidPhoto: orders.polaroidPhoto,
  note: orders.note,
  specialInstructions: orders.specialInstructions,
  hasCardMessage: sql<boolean>`coalesce(length(trim(${orders.cardMessage})) > 0, false)`,
};

/**
 * The day view's rows that `where` picks, in the calendar's order: by window (those without one
 * last, "some time that day"), then by number.
 */
export const dayRows = (db: Db, where: SQL) =>
  db
    .select(dayColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.assignedTo))
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(where)
    .orderBy(...calendarOrder);

type DayRow = Awaited<ReturnType<typeof dayRows>>[number];

export const toDayOrder = (row: DayRow): DayOrder => ({
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
});
