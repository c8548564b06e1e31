import { toCents } from '@contract/money';
import type { OrderItem } from '@contract/product-lines';
import { frozenTax } from '../orders/order-pricing.service';

/*
 * The tax rate of each line of an order, for its invoice: the ONE place that says it. Today an
 * order line stores no rate of its own, so the rates are those the order was priced with, read
 * back from its stored figures as the pricing rule does for any placed order (frozenTax, after
 * contract/order-pricing.ts): a gift-card line 0 %, every other line the order's rate, delivery its
 * own rate or untaxed. When each order line stores its rate, this function reads that column
 * instead and the rest of the invoice stays as it is.
 */

type PricedOrder = Parameters<typeof frozenTax>[0];

export type LineRates = {
  /** Per line, in the lines' order, in percent (7, 19, 8.875). */
  lines: number[];
  /** Delivery's rate in percent (0: untaxed). */
  delivery: number;
  /** Whether the prices entered hold the tax (VAT) or have it added on top (sales tax). */
  pricesIncludeTax: boolean;
};

export function lineRates(order: PricedOrder, items: Pick<OrderItem, 'total' | 'kind'>[]): LineRates {
  const placed = items.map((item) => ({
    cents: toCents(item.total),
    ...(item.kind === 'gift_card' && { rate: 0 }),
  }));
  const rule = frozenTax(order, placed.length > 0 ? placed : undefined);
  const charged = rule.mode !== 'none';
  return {
    lines: items.map((item) => (!charged || item.kind === 'gift_card' ? 0 : rule.rate)),
    delivery: charged && rule.delivery_taxed ? (rule.delivery_rate ?? rule.rate) : 0,
    pricesIncludeTax: rule.prices_include_tax,
  };
}
