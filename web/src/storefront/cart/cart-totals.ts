import { fromCents } from '@contract/cents';
import { priceOrder } from '@contract/order-pricing';
import type { TaxSettings } from '@contract/tax';
import { type PricedLine, subtotalCents } from './cart';

export type CartTotals = {
  subtotal: number;
  /** Null until the customer's zip code says what delivery costs (or for pickup). */
  delivery: number | null;
  tax: number;
  total: number;
  /** Whether the tax is inside the prices (VAT as entered) or added on top. */
  tax_included: boolean;
};

/**
 * The cart's total by the order's own pricing rule (contract/order-pricing), so what the cart shows
 * is what the order will say: the same lines, the delivery once known, the shop's tax.
 */
export function cartTotals(lines: PricedLine[], tax: TaxSettings, deliveryCents: number | null): CartTotals {
  const priced = priceOrder({
    // Each line at its rates (docs/decisions/046); a gift card untaxed.
    lines: lines.flatMap((line) => line.pricing),
    delivery: deliveryCents ?? 0,
    tax,
  });
  return {
    subtotal: fromCents(subtotalCents(lines)),
    delivery: deliveryCents === null ? null : fromCents(deliveryCents),
    tax: fromCents(priced.tax_total),
    total: fromCents(priced.total),
    tax_included: tax.prices_include_tax,
  };
}
