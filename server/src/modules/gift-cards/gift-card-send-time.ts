import { GIFT_SEND_TIME } from '@contract/gift-card-orders';
import { zonedInstant } from '../scheduling';

/**
 * When a card the buyer chose a day for is e-mailed: that day at 08:00 on the shop's clock, or at
 * once (null) when that time has passed by the time the order is paid (docs/decisions/053).
 */
export function sendInstant({
  sendOn,
  timeZone,
  now,
}: {
  sendOn: string | null;
  timeZone: string;
  now: Date;
}): Date | null {
  if (!sendOn) return null;
  const at = zonedInstant(timeZone, sendOn, GIFT_SEND_TIME);
  return at > now.getTime() ? new Date(at) : null;
}
