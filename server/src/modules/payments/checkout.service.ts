import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { findOrder } from '../orders/order-store';

/**
 * A card payment needs the platform's keys and the shop's own connected account at the card
 * provider. Until both exist the answer says so plainly, and the order page offers what the shop
 * allows instead (paying in the shop).
 */
export async function startCheckout(db: Db, config: Config, { uuid }: { uuid: string }): Promise<never> {
  const order = await findOrder(db, { uuid });
  if (order.paymentStatus === 'done') {
    throw new AppError('CONFLICT', `Order #${order.number} is already paid`, { payment_status: 'done' });
  }
  if (order.orderStatus === 'draft') {
    throw new AppError('CONFLICT', 'Complete the order before paying for it');
  }
  const message = config.stripe.secretKey
    ? 'This shop has not connected a card payment account yet'
    : 'Card payments are not set up on this server';
  throw new AppError('PAYMENTS_NOT_CONFIGURED', message);
}
