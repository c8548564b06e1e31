import type { DeliveryStop } from '@contract/delivery-run';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { deliveryProgressColumns, deliveryProgressOf, fromItemsJson, itemsJson } from '../orders';

/** More stops than any shop drives in a day; the list never grows without bound. */
const MAX_STOPS = 500;

/**
 * One day's delivery orders in window order, then by number: the driver's run. Reads the calendar's
 * index (business, date, window) for submitted orders, so a day costs the same in any size of shop.
 */
export async function listDeliveries(
  db: Db,
  { businessId, date, driverId }: { businessId: string; date: string; driverId?: string | undefined },
): Promise<{ items: DeliveryStop[]; count: number }> {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
      deliveryDate: orders.deliveryDate,
      timeSlot: orders.timeSlot,
      recipientName: orders.recipientName,
      recipientPhone: orders.recipientPhone,
      senderName: orders.senderName,
      senderPhone: orders.senderPhone,
      deliveryAddress: orders.deliveryAddress,
      deliveryUnit: orders.deliveryUnit,
      deliveryCity: orders.deliveryCity,
      deliveryZipcode: orders.deliveryZipcode,
      specialInstructions: orders.specialInstructions,
      // The lines in the same statement: the run reads no more per stop.
      items: itemsJson,
      cardMessage: orders.cardMessage,
      polaroidPhoto: orders.polaroidPhoto,
      ...deliveryProgressColumns,
    })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        eq(orders.deliveryDate, date),
        isNull(orders.deletedAt),
        ne(orders.orderStatus, 'draft'),
        eq(orders.method, 'delivery'),
        driverId ? eq(orders.driverId, driverId) : undefined,
      ),
    )
    .orderBy(asc(orders.timeSlot), asc(orders.number))
    .limit(MAX_STOPS);
  const items = rows.map(
    (row): DeliveryStop => ({
      uuid: row.id,
      number: row.number,
      order_status: row.orderStatus as DeliveryStop['order_status'],
      payment_status: row.paymentStatus,
      delivery_date: row.deliveryDate,
      time_slot: row.timeSlot,
      recipient_name: row.recipientName,
      recipient_phone: row.recipientPhone,
      sender_name: row.senderName,
      sender_phone: row.senderPhone,
      delivery_address: row.deliveryAddress,
      delivery_unit: row.deliveryUnit,
      delivery_city: row.deliveryCity,
      delivery_zipcode: row.deliveryZipcode,
      special_instructions: row.specialInstructions,
      items: fromItemsJson(row.items),
      has_card_message: Boolean(row.cardMessage?.trim()),
      polaroid_photo: row.polaroidPhoto,
      ...deliveryProgressOf(row),
    }),
  );
  return { items, count: items.length };
}
