import { SHOP_ORDER_MAILS_PER_DAY } from '@contract/shop-mail';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, locations, orderItems, orders, shopMailWebOrders } from '../../db/schema';
import { queueMail } from '../mail';
import { chosenRecipients, countOrderMail } from './recipients.service';
import { moreOrdersMail } from './shop-mail-texts';
import { type WebOrderLine, webOrderMail } from './web-order-mail';

/** Web orders taken in one transaction: a flood is worked through in several short ones. */
const BATCH = 25;

/**
 * Turns the web orders the submission queued into mails to each owner and manager who asked for
 * them (docs/decisions/064). Each batch is taken and its mails queued in one transaction: either
 * both happen or neither, so an order is mailed once, and the outbox retries what fails to send.
 * A person's mails of one shop day stop at SHOP_ORDER_MAILS_PER_DAY; the next order sends one
 * "more orders today" mail instead, and the rest of the day none.
 */
export async function mailNewWebOrders(db: Db, now: Date = new Date()): Promise<number> {
  let queued = 0;
  for (;;) {
    const batch = await db.transaction((tx) => mailBatch(tx, now));
    queued += batch.mails;
    if (batch.orders < BATCH) return queued;
  }
}

async function mailBatch(tx: Tx, now: Date): Promise<{ orders: number; mails: number }> {
  const taken = await tx.execute<{ order_id: string }>(sql`
    delete from ${shopMailWebOrders} where order_id in (
      select order_id from ${shopMailWebOrders} order by created_at limit ${BATCH} for update skip locked
    ) returning order_id
  `);
  const ids = taken.rows.map((row) => row.order_id);
  if (ids.length === 0) return { orders: 0, mails: 0 };
  const placed = await readOrders(tx, ids, now);
  const lines = await readLines(tx, ids);
  const recipients = await chosenRecipients(tx, {
    businessIds: [...new Set(placed.map((order) => order.businessId))],
    kind: 'newWebOrders',
  });
  let mails = 0;
  for (const order of placed) {
    const shop = { name: order.shopName, currency: order.currency };
    for (const reader of recipients.filter((r) => r.businessId === order.businessId)) {
      const count = await countOrderMail(tx, { ...reader, day: order.shopDay });
      if (count > SHOP_ORDER_MAILS_PER_DAY + 1) continue;
      await queueMail(
        tx,
        count <= SHOP_ORDER_MAILS_PER_DAY
          ? webOrderMail({ reader, shop, order, lines: lines.get(order.id) ?? [] })
          : moreOrdersMail({ reader, shop, mailed: SHOP_ORDER_MAILS_PER_DAY }),
      );
      mails++;
    }
  }
  return { orders: ids.length, mails };
}

/** The orders as they stand now (an order deleted meanwhile is mailed no more), with their shop's day. */
function readOrders(tx: Tx, ids: string[], now: Date) {
  return tx
    .select({
      id: orders.id,
      businessId: orders.businessId,
      number: orders.number,
      method: orders.method,
      deliveryDate: orders.deliveryDate,
      timeSlot: orders.timeSlot,
      senderName: orders.senderName,
      recipientName: orders.recipientName,
      deliveryAddress: orders.deliveryAddress,
      deliveryCity: orders.deliveryCity,
      locationName: locations.name,
      deliveryPrice: orders.deliveryPrice,
      total: orders.total,
      cardMessage: orders.cardMessage,
      specialInstructions: orders.specialInstructions,
      shopName: businesses.name,
      currency: businesses.currency,
      shopDay: sql<string>`to_char(${now.toISOString()}::timestamptz at time zone ${businesses.timeZone}, 'YYYY-MM-DD')`,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .leftJoin(locations, eq(locations.id, orders.locationId))
    .where(and(inArray(orders.id, ids), isNull(orders.deletedAt)))
    .orderBy(asc(orders.number));
}

async function readLines(tx: Tx, ids: string[]): Promise<Map<string, WebOrderLine[]>> {
  const rows = await tx
    .select({
      orderId: orderItems.orderId,
      productName: orderItems.productName,
      variantName: orderItems.variantName,
      options: orderItems.options,
      quantity: orderItems.quantity,
      total: orderItems.total,
      kind: orderItems.kind,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const byOrder = new Map<string, WebOrderLine[]>();
  for (const { orderId, ...line } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), line]);
  return byOrder;
}
