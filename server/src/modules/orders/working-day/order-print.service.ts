import type { PrintBatch } from '@contract/order-print';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { readOrderItems } from '../../../db/order-lines';
import { personName } from '../../../db/person-name';
import { businesses, locations, orders, productPhotos, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { uploadUrl } from '../../../lib/storage';

/**
 * Several orders of one shop for the work tickets and cards, in one query (the primary key for
 * the orders, one join each for the assignee, the pickup location and the product's main photo),
 * and their lines in one more.
 * All or nothing: an id that is not a live order of this shop answers 404, so a printed batch is
 * never silently short and another shop's ids learn nothing.
 */
export async function getPrintBatch(
  db: Db,
  { businessId, uuids }: { businessId: string; uuids: string[] },
): Promise<PrintBatch> {
  const [shop] = await db
    .select({
      name: businesses.name,
      phone: businesses.phone,
      email: businesses.email,
      address: businesses.address,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!shop) throw notFound('business');
  const rows = await db
    .select({
      order: orders,
      assigneeName: personName(),
      location: { name: locations.name, address: locations.address, city: locations.city },
      photoKey: productPhotos.key,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.assignedTo))
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .leftJoin(
      productPhotos,
      and(eq(productPhotos.productId, orders.productId), eq(productPhotos.isPrimary, true)),
    )
    .where(and(eq(orders.businessId, businessId), inArray(orders.id, uuids), isNull(orders.deletedAt)));
  const byId = new Map(rows.map((row) => [row.order.id, row]));
  const missing = uuids.filter((uuid) => !byId.has(uuid));
  if (missing.length > 0) {
    throw new AppError(
      'NOT_FOUND',
      missing.length === 1 ? 'The order was not found' : 'Some orders were not found',
      {
        uuids: missing,
      },
    );
  }
  const lines = await readOrderItems(db, uuids);
  const items = uuids.map((uuid) => {
    const { order, assigneeName, location, photoKey } = byId.get(uuid) as (typeof rows)[number];
    return {
      uuid: order.id,
      number: order.number,
      order_status: order.orderStatus,
      payment_status: order.paymentStatus,
      method: order.method,
      product_name: order.productName,
      items: lines.get(uuid) ?? [],
      product_photo: photoKey ? uploadUrl(photoKey) : null,
      photo_reference: order.photoReference,
      polaroid_photo: order.polaroidPhoto,
      sender_name: order.senderName,
      sender_phone: order.senderPhone,
      recipient_name: order.recipientName,
      recipient_phone: order.recipientPhone,
      delivery_address: order.deliveryAddress,
      delivery_unit: order.deliveryUnit,
      delivery_city: order.deliveryCity,
      delivery_zipcode: order.deliveryZipcode,
      delivery_date: order.deliveryDate,
      time_slot: order.timeSlot,
      location: order.method === 'pickup' && location?.name ? location : null,
      note: order.note,
      special_instructions: order.specialInstructions,
      card_message: order.cardMessage,
      assigned_to: order.assignedTo ? { id: order.assignedTo, name: assigneeName } : null,
    };
  });
  return { shop, items };
}
