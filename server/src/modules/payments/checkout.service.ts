import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { businesses, orders } from '../../db/schema';
import {
  type CardProvider,
  notConfiguredMessage,
  providerError,
  toMinorUnits,
} from '../../lib/card-payments';
import { AppError, notFound } from '../../lib/errors';
import { publishOrderEvent } from '../live';
import { amountDueCents } from './order-payment.service';

/**
 * Opens a card payment for an order on the shop's own connected account (a direct charge: the
 * money is the shop's). The order's payment status becomes "ready" until the provider reports
 * the payment done, or the session expired (see webhook.service.ts).
 */
export async function startCheckout(
  db: Db,
  config: Config,
  cards: CardProvider | undefined,
  { uuid }: { uuid: string },
): Promise<{ sessionId: string; url: string }> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, uuid), isNull(orders.deletedAt)));
  if (!order) throw notFound('order');
  if (order.paymentStatus === 'done' || order.paymentStatus === 'refunded') {
    throw new AppError('CONFLICT', `Order #${order.number} is already paid`, {
      payment_status: order.paymentStatus,
    });
  }
  if (order.orderStatus === 'draft') {
    throw new AppError('CONFLICT', 'Complete the order before paying for it');
  }
  if (!cards) throw new AppError('PAYMENTS_NOT_CONFIGURED', notConfiguredMessage, { configured: false });
  const [shop] = await db
    .select({ name: businesses.name, currency: businesses.currency, accountId: businesses.stripeAccountId })
    .from(businesses)
    .where(eq(businesses.id, order.businessId));
  if (!shop?.accountId) {
    throw new AppError('PAYMENTS_NOT_CONFIGURED', 'This shop has not connected a card payment account yet', {
      configured: true,
      connected: false,
    });
  }
  if (order.method === 'delivery' && order.deliveryPrice === null) {
    throw new AppError('CONFLICT', 'The delivery price is not known yet; the shop will set it');
  }
  // The stored gross (ADR 025), less what gift cards paid of it (ADR 044): what is left to pay.
  const cents = amountDueCents(order);
  if (cents <= 0) throw new AppError('CONFLICT', 'There is nothing to pay for this order');

  const orderPage = `${config.publicUrl}/order/${order.id}`;
  let session: Awaited<ReturnType<typeof cards.stripe.checkout.sessions.create>>;
  try {
    session = await cards.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: shop.currency.toLowerCase(),
              unit_amount: toMinorUnits(cents, shop.currency),
              product_data: {
                name: `${shop.name}: order #${order.number}${order.productName ? `, ${order.productName}` : ''}`,
              },
            },
          },
        ],
        client_reference_id: order.id,
        metadata: { order_uuid: order.id },
        payment_intent_data: { metadata: { order_uuid: order.id } },
        ...(order.senderEmail && { customer_email: order.senderEmail }),
        success_url: `${orderPage}/details?payment=done`,
        cancel_url: `${orderPage}/details?payment=cancelled`,
      },
      { stripeAccount: shop.accountId },
    );
  } catch (error) {
    providerError(error);
  }
  if (!session.url) throw new AppError('CONFLICT', 'The card provider did not answer a payment page');

  const [opened] = await db
    .update(orders)
    .set({ stripeSessionId: session.id, paymentStatus: 'ready', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['pending', 'ready', 'failed'])))
    .returning({
      id: orders.id,
      businessId: orders.businessId,
      number: orders.number,
      orderStatus: orders.orderStatus,
      paymentStatus: orders.paymentStatus,
    });
  // Paid in the shop while the session was being made: the session stays unused and expires.
  if (!opened) throw new AppError('CONFLICT', `Order #${order.number} is already paid`);
  await publishOrderEvent(db, { kind: 'order.changed', order: opened, change: 'payment' });
  return { sessionId: session.id, url: session.url };
}
