import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { renderMail } from '../../lib/mail-layout';
import { consume } from '../../lib/rate-limit';
import { type AuditActor, recordAudit } from '../audit/audit-trail.service';
import { findShop } from '../business/shop.service';
import { queueMail } from '../mail/outbox.service';
import { type OrderRow, orderTotal } from './order-mapping.service';
import { findOrder } from './order-store.service';

/** Receipts a shop may e-mail an hour: plenty for a busy counter, too few to be a spam tool. */
export const RECEIPTS_PER_HOUR = 60;

type Shop = { name: string; phone: string; email: string; currency: string };

/**
 * Queues the order's receipt to the customer's address, in the shop's name. Counted per shop
 * before anything is written, so a flood is refused (429) without touching the outbox.
 */
export async function emailReceipt(
  db: Db,
  {
    businessId,
    uuid,
    actor,
    publicUrl,
  }: { businessId: string; uuid: string; actor: AuditActor; publicUrl?: string },
) {
  const order = await findOrder(db, { uuid, businessId });
  if (!order.senderEmail) {
    throw new AppError('CONFLICT', 'This order has no e-mail address to send the receipt to', {
      sender_email: 'No e-mail address on the order',
    });
  }
  if (order.orderStatus === 'draft') {
    throw new AppError('CONFLICT', 'A draft has no receipt yet', { order_status: 'draft' });
  }
  await consume(db, { key: `receipt-mail:${businessId}`, max: RECEIPTS_PER_HOUR, windowSeconds: 3600 });
  await db.transaction(async (tx) => {
    const shop = await findShop(tx, businessId);
    await queueMail(
      tx,
      receiptMail({ order, shop, detailsUrl: publicUrl && `${publicUrl}/order/${order.id}/details` }),
    );
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'order',
      entityId: order.id,
      action: 'order.receipt_mailed',
      changes: { sender_email: { to: order.senderEmail } },
    });
  });
}

export function receiptMail({
  order,
  shop,
  detailsUrl,
}: {
  order: OrderRow;
  shop: Shop;
  detailsUrl?: string | undefined;
}) {
  const money = (value: number | string) =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: shop.currency }).format(Number(value));
  const total = Number(order.total) > 0 ? Number(order.total) : orderTotal(order);
  const lines = [
    `${order.productName ?? 'Flowers'}: ${money(order.price)}`,
    ...(order.method === 'delivery' && order.deliveryPrice !== null
      ? [`Delivery: ${money(order.deliveryPrice)}`]
      : []),
    ...(Number(order.taxTotal) > 0
      ? [`Net: ${money(order.netTotal)}`, ...order.taxLines.map((l) => `Tax ${l.rate} %: ${money(l.amount)}`)]
      : []),
    `Total: ${money(total)}`,
    ...(order.paymentStatus === 'done' && order.paidAt
      ? [`Paid on ${order.paidAt.toISOString().slice(0, 10)}`]
      : ['Not paid yet']),
    ...(Number(order.refundedTotal) > 0 ? [`Refunded: ${money(order.refundedTotal)}`] : []),
  ];
  return {
    to: order.senderEmail as string,
    fromName: shop.name,
    subject: `${shop.name}: receipt for order #${order.number}`,
    ...renderMail({
      heading: `Receipt for order #${order.number}`,
      paragraphs: [...lines, `Questions? Call ${shop.name} at ${shop.phone} or write to ${shop.email}.`],
      ...(detailsUrl ? { action: { label: `See order #${order.number}`, url: detailsUrl } } : {}),
      signature: shop.name,
    }),
  };
}
