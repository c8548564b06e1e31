/*
 * A gift card is never worth more than the money received for it (docs/decisions/046). Pure rules
 * in cents, used by the server's gift-card service and checked by property tests.
 */

/**
 * What gift cards applied to an order may pay of it: its total less the gift cards it sells, so a
 * card never buys another card (an order of gift cards alone cannot be paid by cards at all).
 */
export const cardsMayPay = (totalCents: number, giftCardLinesCents: number) =>
  Math.max(0, totalCents - Math.max(0, giftCardLinesCents));

/**
 * The value of each card an order issues, in order: the money received for the order (what was not
 * paid by other cards) pays the cards it sells first, since nothing else may; each card is worth
 * what it was paid, never more than its price. With the rules above that is always its price.
 */
export function issuedValues(prices: number[], receivedCents: number): number[] {
  let left = Math.max(0, receivedCents);
  return prices.map((price) => {
    const value = Math.max(0, Math.min(price, left));
    left -= value;
    return value;
  });
}
