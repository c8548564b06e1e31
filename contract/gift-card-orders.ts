/*
 * Orders of gift cards alone (docs/decisions/053): nothing goes out of the shop's door, so they
 * ask for no delivery, pickup, date or time; the buyer may have the cards e-mailed to someone on a
 * day of their choosing. Free of zod, so that the customer's page can use it as it is.
 */

/** How far ahead a card's e-mail may be planned: a year, so a birthday next spring fits. */
export const GIFT_SEND_MAX_DAYS = 365;
/** A message for the recipient, printed in their e-mail. */
export const GIFT_MESSAGE_MAX = 500;
/** The hour of the send day a card's e-mail goes out, on the shop's clock: morning, not midnight. */
export const GIFT_SEND_TIME = '08:00';

/** Whether an order's lines are all gift cards (an order without lines is not). */
export const isGiftCardsOnly = (items: readonly { kind: string }[]) =>
  items.length > 0 && items.every((item) => item.kind === 'gift_card');

/** 'YYYY-MM-DD' `days` after the date `date` (calendar days, no clock involved). */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export type SendDateProblem = 'past' | 'too_far';

/** What is wrong with a send date on the shop's `today`: before it, or more than a year after it. */
export function sendDateProblem(sendOn: string, today: string): SendDateProblem | null {
  if (sendOn < today) return 'past';
  if (sendOn > addDays(today, GIFT_SEND_MAX_DAYS)) return 'too_far';
  return null;
}
