import type { OrderFormSettings } from '@contract/order-form';
import type { OrderStatus } from '@contract/orders';
import { and, count, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { locations, orderHistory } from '../../../db/schema';
import { findShop } from '../../business';
import { queueMail } from '../../mail';
import { getOrderFormSettings } from '../../scheduling';
import { isGiftCardOrder } from '../gift-card-order-status.service';
import type { OrderRow } from '../queries/order-mapping.service';
import { type OrderNotice, orderNoticeMail } from './order-mails';

/**
 * Whether the order had taken this step before the one just recorded: after a step back and forth
 * (ready → pending → ready, done → ready → done) the customer was told already and is not told
 * again. Call it after recordStatus, in the same transaction.
 */
export async function tookStepBefore(
  tx: Tx,
  { orderId, from, to }: { orderId: string; from: OrderStatus; to: OrderStatus },
): Promise<boolean> {
  const [row] = await tx
    .select({ steps: count() })
    .from(orderHistory)
    .where(
      and(
        eq(orderHistory.orderId, orderId),
        eq(orderHistory.fromStatus, from),
        eq(orderHistory.toStatus, to),
      ),
    );
  return (row?.steps ?? 0) > 1;
}

/**
 * Queues the customer's e-mail for a step of their order, in the transaction of that step, unless
 * the shop switched that e-mail off or the customer left no address. Answers whether it queued one.
 */
export async function queueOrderNotice(
  tx: Tx,
  { order, notice, publicUrl }: { order: OrderRow; notice: OrderNotice; publicUrl: string },
): Promise<boolean> {
  if (!order.senderEmail) return false;
  // "Ready" and "done" speak of flowers made and handed over; gift cards alone have their own
  // e-mail when they are sent (docs/decisions/053).
  if (notice !== 'received' && (await isGiftCardOrder(tx, order.id))) return false;
  const settings = await getOrderFormSettings(tx, { businessId: order.businessId });
  if (!sendsNotice(settings, notice)) return false;
  const shop = await findShop(tx, order.businessId);
  const [pickup] =
    order.method === 'pickup' && order.locationId
      ? await tx
          .select({ name: locations.name, address: locations.address, city: locations.city })
          .from(locations)
          .where(eq(locations.id, order.locationId))
      : [];
  await queueMail(tx, {
    ...noticeMessage({ order, notice, publicUrl, shop, pickup: pickup ?? null }),
    orderNotice: { orderId: order.id, notice },
  });
  return true;
}

/** Whether the shop sends this e-mail (its order-form settings). */
export const sendsNotice = (settings: OrderFormSettings, notice: OrderNotice) =>
  ({
    received: settings.notify_order_received,
    ready: settings.notify_order_ready,
    done: settings.notify_order_done,
  })[notice];

/** The e-mail of a step, for a caller that has read the shop and the pickup place already. */
export function noticeMessage({
  order,
  notice,
  publicUrl,
  shop,
  pickup,
  giftCardsOnly = false,
}: {
  order: OrderRow;
  notice: OrderNotice;
  publicUrl: string;
  shop: { name: string; url: string; phone: string; email: string };
  pickup: { name: string; address: string; city: string } | null;
  /** An order of gift cards alone (docs/decisions/053): nothing is delivered or collected. */
  giftCardsOnly?: boolean;
}) {
  const photo = order.polaroidPhoto;
  return orderNoticeMail({
    notice,
    order,
    shop,
    pickup,
    giftCardsOnly,
    detailsUrl: `${publicUrl}/order/${order.id}/details`,
    photoUrl: photo ? (photo.startsWith('/') ? `${publicUrl}${photo}` : photo) : null,
  });
}
