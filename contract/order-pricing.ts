import { toCents } from './cents';
import type { OrderItem } from './product-lines';
import type { TaxMode, TaxSettings } from './tax';

/*
 * The one pricing rule of an order (docs/decisions/025). Everything is whole cents and rates are
 * whole thousandths of a percent, so the arithmetic is exact: no float ever reaches a sum. The
 * server stores its answer in orders.total/net_total/tax_total/tax_lines and every sum reads
 * those; the web calls the same function for previews only.
 */

/** Something the customer pays for: its amount as entered (cents) and, when it has one, its own rate. */
export type PricingLine = {
  cents: number;
  /** Its rate in percent; without one, the shop's default rate. */
  rate?: number;
  /**
   * A gift card sold: a multi-purpose voucher, untaxed when sold (taxed when it is spent), and never
   * discounted, so a code cannot make a card cost less than it is worth (docs/decisions/046).
   */
  giftCard?: boolean;
  /** An add-on of an order line (a vase): goods at its own rate, never the line delivery follows. */
  addOn?: boolean;
};

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

/** What the rule adds to PricedOrder for the server's columns (priceOrderInDetail). */
export type PricedParts = PricedOrder & {
  /** The rate delivery is (or would be) taxed at, in percent; 0 when it is untaxed. */
  delivery_rate: number;
  /** The goods' net after the discount: no delivery, no gift cards, each rate's tax taken out alone. */
  goods_net: number;
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

/** What a discount code may take something off: every line but gift cards (cents). */
export const goodsCents = (lines: PricingLine[]) =>
  lines.reduce((sum, line) => sum + (line.giftCard ? 0 : line.cents), 0);

/**
 * The rate delivery follows when the shop gives it none of its own: the main line's, i.e. the
 * goods line (not an add-on, not a gift card) that costs most, the first of equal ones; with no
 * such line, the largest add-on; with no goods at all, the shop's default rate.
 */
function mainLineRate(lines: PricingLine[], fallback: number): number {
  const goods = lines.filter((line) => !line.giftCard);
  const pool = goods.some((line) => !line.addOn) ? goods.filter((line) => !line.addOn) : goods;
  let main: PricingLine | undefined;
  for (const line of pool) if (!main || line.cents > main.cents) main = line;
  return main?.rate ?? fallback;
}

/** The tax of `cents` entered at `rate` (thousandths of a percent), rounded half up. */
const taxOf = (cents: number, rate: number, included: boolean) =>
  included
    ? divideRounded(BigInt(cents) * BigInt(rate), 100_000n + BigInt(rate))
    : divideRounded(BigInt(cents) * BigInt(rate), 100_000n);

type PriceArgs = {
  lines: PricingLine[];
  /** The delivery's price in cents; 0 for pickup or while it is not known. */
  delivery: number;
  tax: Rule;
  /** A discount code's amount in cents, taken off the goods (never delivery, never gift cards) before tax. */
  discount?: number;
};

/**
 * Prices an order in cents: every line at its rate (the shop's when it names none; a gift card
 * untaxed), delivery as a line of its own at the delivery rate (its own, else the main line's), or
 * untaxed; the tax rounded once per rate group. Prices with tax included: the total is what was
 * entered and the tax is taken out of it. Prices without: the tax is added on top. No tax (mode
 * none, or rate 0): net = total.
 */
export function priceOrder(args: PriceArgs): PricedOrder {
  const { delivery_rate: _rate, goods_net: _net, ...priced } = priceOrderInDetail(args);
  return priced;
}

/** priceOrder, with the delivery's rate and the goods' net the server stores beside the figures. */
export function priceOrderInDetail({ lines, delivery, tax, discount = 0 }: PriceArgs): PricedParts {
  const charged = tax.mode !== 'none';
  const itemRate = (line: PricingLine) => (charged && !line.giftCard ? milliRate(line.rate ?? tax.rate) : 0);
  const deliveryPercent =
    !charged || !tax.delivery_taxed ? 0 : (tax.delivery_rate ?? mainLineRate(lines, tax.rate));
  const deliveryRate = milliRate(deliveryPercent);
  // Goods grouped by rate, in the order they first appear (a Map keeps insertion order).
  const goods = new Map<number, number>();
  for (const line of lines) {
    if (!line.giftCard) goods.set(itemRate(line), (goods.get(itemRate(line)) ?? 0) + line.cents);
  }
  // The discount lowers each rate group of the goods, so the tax is taken on what is paid.
  const goodsRates = [...goods.keys()];
  const parts = spreadDiscount(
    goodsRates.map((rate) => goods.get(rate) as number),
    discount,
  );
  for (const [index, rate] of goodsRates.entries())
    goods.set(rate, (goods.get(rate) as number) - (parts[index] as number));
  const discountTotal = parts.reduce((a, b) => a + b, 0);
  let goodsNet = 0;
  for (const [rate, cents] of goods)
    goodsNet += tax.prices_include_tax ? cents - taxOf(cents, rate, true) : cents;
  // Then gift cards (untaxed) and delivery join the groups.
  const groups = new Map(goods);
  const add = (rate: number, cents: number) => groups.set(rate, (groups.get(rate) ?? 0) + cents);
  for (const line of lines) if (line.giftCard) add(0, line.cents);
  if (delivery > 0) add(deliveryRate, delivery);

  let entered = 0;
  let taxTotal = 0;
  const taxLines: PricedOrder['tax_lines'] = [];
  for (const [rate, cents] of groups) {
    entered += cents;
    if (rate === 0) continue;
    const amount = taxOf(cents, rate, tax.prices_include_tax);
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
    delivery_rate: deliveryRate / 1000,
    goods_net: goodsNet,
  };
}

/**
 * One order line as the rule takes it: its size's (or product's) part at the line's rate, and each
 * add-on at its own, times the quantity. The parts add up to the line's total: when staff priced
 * the line below its add-ons, the add-ons take what there is, in order, and the rest is the size's.
 */
export function linePricing(line: {
  total_cents: number;
  quantity: number;
  rate?: number | undefined;
  gift_card?: boolean;
  options: { cents: number; rate?: number | undefined }[];
}): PricingLine[] {
  if (line.gift_card) return [{ cents: line.total_cents, rate: 0, giftCard: true }];
  let left = line.total_cents;
  const addOns = line.options.map((option) => {
    const cents = Math.max(0, Math.min(option.cents * line.quantity, left));
    left -= cents;
    // An add-on priced before add-ons had rates of their own is at its line's rate.
    const rate = option.rate ?? line.rate;
    return { cents, addOn: true, ...(rate !== undefined && { rate }) };
  });
  return [{ cents: left, ...(line.rate !== undefined && { rate: line.rate }) }, ...addOns];
}

/** An order's lines as answers carry them (decimal money), as the rule takes them. */
export const pricingLinesOfItems = (items: OrderItem[]): PricingLine[] =>
  items.flatMap((item) =>
    linePricing({
      total_cents: toCents(item.total),
      quantity: item.quantity,
      rate: item.tax_rate,
      gift_card: item.kind === 'gift_card',
      options: item.options.map((o) => ({ cents: toCents(o.price), rate: o.tax_rate })),
    }),
  );

/**
 * An order priced with a delivery (cents) the server has not set yet, e.g. the price of the zip code
 * the customer typed: its lines at their stored rates, its discount, and the rule it was priced by
 * (tax in the prices or on top, the rate its delivery takes). A preview: the server prices the
 * order itself when it is sent.
 */
export function priceWithDelivery(
  order: {
    items: OrderItem[];
    discount_total: number;
    tax_mode: TaxMode;
    tax_included: boolean;
    delivery_tax_rate: number;
  },
  delivery: number,
): PricedOrder {
  return priceOrder({
    lines: pricingLinesOfItems(order.items),
    delivery,
    discount: toCents(order.discount_total),
    tax: {
      mode: order.tax_mode,
      prices_include_tax: order.tax_included,
      // Every line carries its rate; the default is never read.
      rate: 0,
      delivery_taxed: order.delivery_tax_rate > 0,
      delivery_rate: order.delivery_tax_rate,
    },
  });
}
