import { milliRate, priceOrder, spreadDiscount } from '@contract/order-pricing';

/*
 * The money an invoice prints, in whole cents (docs/decisions/047). The pricing rule
 * (contract/order-pricing.ts) rounds the tax once per rate; an invoice also shows each line's net
 * and tax, so each rate's tax before the discount is shared out over that rate's lines (and
 * delivery) in proportion, in cents that add up, and the discount carries the difference. Every
 * rate's lines, less its discount, add up to exactly the rate's figures, and those to the total
 * the pricing rule gave the order.
 */

/** One printed amount: as entered (the price), and its net, tax and gross at its rate. */
export type Figures = { amount: number; rate: number; net: number; tax: number; gross: number };
export type RateFigures = Omit<Figures, 'amount'>;

export type InvoiceFigures = {
  lines: Figures[];
  delivery: Figures | null;
  /** The discount per rate (positive amounts, taken off). */
  discount: Figures[];
  /** Per rate, lines and delivery less the discount; in the order rates first appear. */
  rates: RateFigures[];
  net_total: number;
  tax_total: number;
  total: number;
};

/** An amount at a rate; `noDiscount` for gift cards sold, which no code takes anything off. */
type Priced = { cents: number; rate: number; noDiscount?: boolean };

/** The tax in (or on) an amount at one rate, rounded as the pricing rule rounds a rate group. */
export function taxOf(cents: number, rate: number, pricesIncludeTax: boolean): number {
  if (cents <= 0 || rate === 0) return 0;
  return priceOrder({
    lines: [{ cents, rate }],
    delivery: 0,
    tax: {
      mode: 'vat',
      prices_include_tax: pricesIncludeTax,
      rate,
      delivery_taxed: false,
      delivery_rate: null,
    },
  }).tax_total;
}

const figure = (amount: number, rate: number, tax: number, included: boolean): Figures =>
  included
    ? { amount, rate, net: amount - tax, tax, gross: amount }
    : { amount, rate, net: amount, tax, gross: amount + tax };

export function invoiceFigures({
  lines,
  delivery,
  discount,
  pricesIncludeTax,
}: {
  lines: Priced[];
  /** Null for pickup, or a delivery at no charge. */
  delivery: Priced | null;
  /** What a discount code took off the items, in cents. */
  discount: number;
  pricesIncludeTax: boolean;
}): InvoiceFigures {
  // Rate groups in the order the pricing rule forms them: the items', then delivery's.
  const groups = new Map<
    number,
    { rate: number; rows: { key: number; cents: number; noDiscount: boolean }[] }
  >();
  const join = (key: number, row: Priced) => {
    const id = milliRate(row.rate);
    const group = groups.get(id) ?? { rate: row.rate, rows: [] };
    group.rows.push({ key, cents: row.cents, noDiscount: row.noDiscount ?? false });
    groups.set(id, group);
  };
  lines.forEach((line, index) => {
    join(index, line);
  });
  const itemGroups = [...groups.keys()];
  // The discount is spread as the pricing rule spreads it: over the goods, never gift cards sold.
  const itemSums = itemGroups.map((id) =>
    (groups.get(id)?.rows ?? []).reduce((sum, row) => sum + (row.noDiscount ? 0 : row.cents), 0),
  );
  const discountParts = spreadDiscount(itemSums, discount);
  const DELIVERY = -1;
  if (delivery && delivery.cents > 0) join(DELIVERY, delivery);

  const lineFigures: Figures[] = [];
  let deliveryFigures: Figures | null = null;
  const discountFigures: Figures[] = [];
  const rates: RateFigures[] = [];
  for (const [id, group] of groups) {
    const before = group.rows.reduce((sum, row) => sum + row.cents, 0);
    const index = itemGroups.indexOf(id);
    const off = index >= 0 ? (discountParts[index] ?? 0) : 0;
    const taxBefore = taxOf(before, group.rate, pricesIncludeTax);
    const taxAfter = taxOf(before - off, group.rate, pricesIncludeTax);
    const shares = spreadDiscount(
      group.rows.map((row) => row.cents),
      taxBefore,
    );
    group.rows.forEach((row, at) => {
      const shown = figure(row.cents, group.rate, shares[at] ?? 0, pricesIncludeTax);
      if (row.key === DELIVERY) deliveryFigures = shown;
      else lineFigures[row.key] = shown;
    });
    if (off > 0) discountFigures.push(figure(off, group.rate, taxBefore - taxAfter, pricesIncludeTax));
    const { amount: _amount, ...rate } = figure(before - off, group.rate, taxAfter, pricesIncludeTax);
    rates.push(rate);
  }
  const sum = (key: keyof RateFigures) => rates.reduce((total, r) => total + r[key], 0);
  return {
    lines: lineFigures,
    delivery: deliveryFigures,
    discount: discountFigures,
    rates,
    net_total: sum('net'),
    tax_total: sum('tax'),
    total: sum('gross'),
  };
}

/**
 * A credit note's amount over the invoice's rates: in proportion to what each rate has left to give
 * back (its gross less earlier credit notes'), in cents that add up. No rate ever gets more than
 * it has left, and the credit note that gives back the rest gives back each rate's rest exactly,
 * its tax included.
 */
export function creditFigures({
  rates,
  credited,
  amount,
}: {
  rates: RateFigures[];
  /** What earlier credit notes gave back per rate, in the invoice's rate order. */
  credited: RateFigures[];
  amount: number;
}): RateFigures[] {
  const left = rates.map((rate, index) => ({
    rate: rate.rate,
    gross: rate.gross - (credited[index]?.gross ?? 0),
    tax: rate.tax - (credited[index]?.tax ?? 0),
  }));
  const parts = spreadDiscount(
    left.map((l) => Math.max(0, l.gross)),
    amount,
  );
  return left.map((l, index) => {
    const gross = parts[index] ?? 0;
    // Money given back holds its rate's tax (taken out of it, whichever way the prices were
    // entered); the part that gives back the rest of a rate holds exactly the tax left of it.
    const tax = gross === l.gross ? l.tax : Math.min(taxOf(gross, l.rate, true), Math.max(0, l.tax));
    return { rate: l.rate, net: gross - tax, tax, gross };
  });
}
