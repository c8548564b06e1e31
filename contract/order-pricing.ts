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
  /** What a discount took off the items (cents): the one asked, at most what the items cost. */
  discount_total: number;
};

type Rule = Pick<TaxSettings, 'mode' | 'prices_include_tax' | 'rate' | 'delivery_taxed' | 'delivery_rate'>;

/** A rate in percent (up to three decimals) as whole thousandths of a percent: 8.875 → 8875. */
export const milliRate = (percent: number) => Math.round(percent * 1000);

/** Rounds numerator / denominator to the nearest whole number, halves up (both non-negative). */
function divideRounded(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/**
 * Spreads a discount over the items' rate groups in proportion to what each costs, in whole cents
 * that add up to it exactly: each group gets the floor of its share, and the cents left over go to
 * the groups with the largest remainders (the first of equal ones), so no group goes below zero.
 */
export function spreadDiscount(groups: number[], discount: number): number[] {
  const sum = groups.reduce((a, b) => a + b, 0);
  const wanted = Math.max(0, Math.min(Math.round(discount), sum));
  if (wanted === 0 || sum === 0) return groups.map(() => 0);
  const shares = groups.map((cents, index) => {
    const exact = BigInt(cents) * BigInt(wanted);
    return { index, floor: Number(exact / BigInt(sum)), remainder: exact % BigInt(sum) };
  });
  let left = wanted - shares.reduce((a, s) => a + s.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = shares.map((s) => s.floor);
  for (const share of byRemainder) {
    if (left === 0) break;
    parts[share.index] = (parts[share.index] as number) + 1;
    left -= 1;
  }
  return parts;
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
  discount = 0,
}: {
  lines: PricingLine[];
  /** The delivery's price in cents; 0 for pickup or while it is not known. */
  delivery: number;
  tax: Rule;
  /** A discount code's amount in cents, taken off the items (never delivery) before tax. */
  discount?: number;
}): PricedOrder {
  const charged = tax.mode !== 'none';
  const itemRate = (line: PricingLine) => (charged ? milliRate(line.rate ?? tax.rate) : 0);
  const deliveryRate = charged && tax.delivery_taxed ? milliRate(tax.delivery_rate ?? tax.rate) : 0;
  // Groups by rate, in the order they first appear; a Map keeps insertion order.
  const groups = new Map<number, number>();
  const add = (rate: number, cents: number) => groups.set(rate, (groups.get(rate) ?? 0) + cents);
  for (const line of lines) add(itemRate(line), line.cents);
  // The discount lowers each rate group of the items, so the tax is taken on what is paid.
  const itemRates = [...groups.keys()];
  const parts = spreadDiscount(
    itemRates.map((rate) => groups.get(rate) as number),
    discount,
  );
  for (const [index, rate] of itemRates.entries()) add(rate, -(parts[index] as number));
  const discountTotal = parts.reduce((a, b) => a + b, 0);
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
  return {
    total,
    net_total: total - taxTotal,
    tax_total: taxTotal,
    tax_lines: taxLines,
    discount_total: discountTotal,
  };
}
