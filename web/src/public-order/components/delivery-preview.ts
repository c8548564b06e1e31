import { fromCents, toCents } from '@contract/cents';
import { priceWithDelivery } from '@contract/order-pricing';
import type { PublicOrder } from '@contract/orders';

/**
 * The order as its summary shows it once the delivery price is known: the server's figures when it
 * has set the price; with only the price of the zip code typed so far (`estimate`), the same order
 * priced by the same rule with that delivery, tax included. Null `estimate`: the server's figures.
 */
export function withKnownDelivery(order: PublicOrder, estimate: number | null): PublicOrder {
  if (order.method !== 'delivery' || order.delivery_price !== null || estimate === null) return order;
  // Lines that do not make up the price cannot be priced here: the server's figures stand.
  const lines = order.items.reduce((sum, item) => sum + toCents(item.total), 0);
  if (lines !== toCents(order.price)) return order;
  const priced = priceWithDelivery(order, toCents(estimate));
  // Gift cards applied may pay some of the delivery too; the server plans them when the order is
  // sent, so what is shown here is at most what is left to pay.
  const due = toCents(order.amount_due) + priced.total - toCents(order.total);
  return {
    ...order,
    delivery_price: estimate,
    total: fromCents(priced.total),
    net_total: fromCents(priced.net_total),
    tax_total: fromCents(priced.tax_total),
    tax_lines: priced.tax_lines.map((line) => ({
      rate: line.rate,
      base: fromCents(line.base),
      amount: fromCents(line.amount),
    })),
    amount_due: fromCents(Math.max(0, due)),
  };
}
