import type { Flower } from '@contract/stock';
import type { FlowerRow } from './stock-ledger';

/** A number with at most two decimals → cents, so totals of many flowers stay exact. */
export const toCents = (value: number) => Math.round(value * 100);

/**
 * Exact decimal text, as numeric columns arrive (2.005, -0.125), → cents, rounded half away from
 * zero like SQL's round(): read digit by digit, because 2.005 as a float is 2.00499….
 */
export function decimalToCents(text: string): number {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return toCents(Number(text));
  const [, sign, whole, fraction = ''] = match;
  const digits = `${fraction}000`.slice(0, 3);
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign ? -cents : cents;
}

/** A flower's stock value to the cent: stems × cost per stem (four decimals), in integers. */
export const flowerValue = (row: Pick<FlowerRow, 'quantity' | 'unitCost'>) =>
  Math.round((row.quantity * Math.round(Number(row.unitCost) * 10_000)) / 100) / 100;

export const isLow = (row: Pick<FlowerRow, 'quantity' | 'reorderLevel'>) =>
  row.reorderLevel !== null && row.quantity <= row.reorderLevel;

export const toFlower = (row: FlowerRow): Flower => ({
  id: row.id,
  name: row.name,
  unit_cost: Number(row.unitCost),
  quantity: row.quantity,
  value: flowerValue(row),
  reorder_level: row.reorderLevel,
  low: isLow(row),
  updated_at: row.updatedAt.toISOString(),
});

/** Costs are kept to four decimals (a stem at 0.4375). */
export const cost4 = (value: number) => value.toFixed(4);
