import { toCents } from '@contract/money';
import type { OrderItem } from '@contract/product-lines';

/*
 * The tax rates of an order's lines, for its invoice: the ONE place that says them. Each line
 * stores the rate it was priced at, and each add-on its own (docs/decisions/046); the order stores
 * delivery's rate and whether its prices held the tax. An add-on at another rate than its line
 * (a vase at 19 % with flowers at 7 %) is a part of its own, as the pricing rule taxed it.
 */

type PricedOrder = { taxIncluded: boolean; deliveryTaxRate: string | number; price: string };

/** One amount at one rate, and the printed line it belongs to. */
export type RatedPart = {
  /** The printed line (the order line's index). */
  line: number;
  cents: number;
  rate: number;
  /** Gift cards sold: no discount code takes anything off them. */
  noDiscount: boolean;
};

export type LineRates = {
  parts: RatedPart[];
  /** Delivery's rate in percent (0: untaxed). */
  delivery: number;
  /** Whether the prices entered hold the tax (VAT) or have it added on top (sales tax). */
  pricesIncludeTax: boolean;
};

export function lineRates(order: PricedOrder, items: OrderItem[]): LineRates {
  const parts = items.flatMap((item, line): RatedPart[] => {
    const giftCard = item.kind === 'gift_card';
    if (giftCard) return [{ line, cents: toCents(item.total), rate: 0, noDiscount: true }];
    const own = item.options.filter((option) => option.tax_rate !== item.tax_rate);
    const apart = own.map((option) => ({
      line,
      cents: toCents(option.price) * item.quantity,
      rate: option.tax_rate,
      noDiscount: false,
    }));
    const rest = toCents(item.total) - apart.reduce((sum, part) => sum + part.cents, 0);
    return [{ line, cents: rest, rate: item.tax_rate, noDiscount: false }, ...apart];
  });
  return {
    parts,
    delivery: Number(order.deliveryTaxRate),
    pricesIncludeTax: order.taxIncluded,
  };
}
