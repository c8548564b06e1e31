import { GIFT_SEND_TIME } from '@contract/gift-card-orders';
import type { PublicOrder } from '@contract/orders';
import { i18n } from '../../i18n/customer-i18n';
import { formatShopTime, todayIn } from '../../lib/shop-format';
import { formatLongDay } from './order-texts';

/*
 * An order of gift cards alone is never made nor collected (docs/decisions/053): the customer's
 * steps say what happens to it instead. It is paid, and its card is e-mailed at once or on the day
 * the buyer chose (08:00 on the shop's clock).
 */

export interface Step {
  title: string;
  text: string;
}

export type Progress = {
  steps: Step[];
  /** The step the order is at (-1: not sent yet). */
  current: number;
  /** Nothing is left to happen at the current step: it is ticked, not waited on. */
  finished: boolean;
};

type GiftCardOrder = Pick<PublicOrder, 'order_status' | 'payment_status' | 'gift_send_on'>;

/** Whether a paid card's e-mail has gone: at once without a send day, else from 08:00 on that day. */
export function giftCardSent(sendOn: string | null, timeZone: string | undefined, now = new Date()) {
  if (!sendOn) return true;
  const shopNow = `${todayIn(timeZone, now)}T${formatShopTime(now.toISOString(), timeZone)}`;
  return shopNow >= `${sendOn}T${GIFT_SEND_TIME}`;
}

/** Received, paid (or waiting for it), sent. `timeZone` is the shop's, for the send day's morning. */
export function giftCardProgress(
  order: GiftCardOrder,
  timeZone: string | undefined,
  now = new Date(),
): Progress {
  const paid = order.order_status === 'done' || order.payment_status === 'done';
  const sent = paid && giftCardSent(order.gift_send_on, timeZone, now);
  const steps: Step[] = [
    { title: i18n._('Order received'), text: i18n._('The shop has your order.') },
    paid
      ? {
          title: i18n._('Paid'),
          text: i18n._('Your gift card is e-mailed on {day}.', {
            day: order.gift_send_on ? formatLongDay(order.gift_send_on) : '',
          }),
        }
      : {
          title: i18n._('Waiting for payment'),
          text: i18n._('Your gift card is e-mailed once the order is paid.'),
        },
    { title: i18n._('Sent'), text: i18n._('Your gift card has been sent by e-mail.') },
  ];
  const current = order.order_status === 'draft' ? -1 : sent ? 2 : 1;
  return { steps, current, finished: paid };
}
