import type { TaxSettings } from './tax';

/*
 * The one pricing rule of an order (docs/decisions/025). Everything is whole cents and rates are
 * whole thousandths of a percent, so the arithmetic is exact: no float ever reaches a sum. The
 * server stores its answer in orders.total/net_total/tax_total/tax_lines and every sum reads
 * those; the web calls the same function for previews only.
 */

/** Something the customer pays for: its amount as entered (cents) and, when it has one, its own rate. */
export type PricingLine = { cents: number; rate?: number };

export type PricedOrder = {
  /** What the customer pays. */
  total: number;
  net_total: number;
  tax_total: number;
  /** One entry per taxed rate, items' rates first, then delivery's: base + amount is that group's gross. */
  tax_lines: { rate: number; base: number; amount: number }[];
};

type Rule = Pick<TaxSettings, 'mode' | 'prices_include_tax' | 'rate' | 'delivery_taxed' | 'delivery_rate'>;

/** A rate in percent (up to three decimals) as whole thousandths of a percent: 8.875 → 8875. */
export const milliRate = (percent: number) => Math.round(percent * 1000);

/** Rounds numerator / denominator to the nearest whole number, halves up (both non-negative). */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * Prices an order in cents: every line at its rate (the shop's when it names none), delivery as
 * a line of its own at the delivery rate (or untaxed), the tax rounded once per rate group.
 * Prices with tax included: the total is what was entered and the tax is taken out of it.
 * Prices without: the tax is added on top. No tax (mode none, or rate 0): net = total.
 */
export function priceOrder({
  lines,
  delivery,
  tax,
}: {
  lines: PricingLine[];
  /** The delivery's price in cents; 0 for pickup or while it is not known. */
  delivery: number;
  tax: Rule;
}): PricedOrder {
  const charged = tax.mode !== 'none';
  const itemRate = (line: PricingLine) => (charged ? milliRate(line.rate ?? tax.rate) : 0);
  const deliveryRate = charged && tax.delivery_taxed ? milliRate(tax.delivery_rate ?? tax.rate) : 0;
  // Groups by rate, in the order they first appear; a Map keeps insertion order.
  const groups = new Map<number, number>();
  const add = (rate: number, cents: number) => groups.set(rate, (groups.get(rate) ?? 0) + cents);
  for (const line of lines) add(itemRate(line), line.cents);
  if (delivery > 0) add(deliveryRate, delivery);

  let entered = 0;
  let taxTotal = 0;
  const taxLines: PricedOrder['tax_lines'] = [];
  for (const [rate, cents] of groups) {
    entered += cents;
    if (rate === 0) continue;
    const amount = tax.prices_include_tax
      ? divideRounded(BigInt(cents) * BigInt(rate), 100_000n + BigInt(rate))
      : divideRounded(BigInt(cents) * BigInt(rate), 100_000n);
    const base = tax.prices_include_tax ? cents - amount : cents;
    taxTotal += amount;
    taxLines.push({ rate: rate / 1000, base, amount });
  }
  const total = tax.prices_include_tax ? entered : entered + taxTotal;
  return { total, net_total: total - taxTotal, tax_total: taxTotal, tax_lines: taxLines };
}
