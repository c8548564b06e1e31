import { z } from 'zod';

/** Money on the wire: a decimal number in the shop's currency with at most two decimals (39.90). */
export const moneySchema = z
  .number({ error: 'Enter an amount' })
  .min(0, 'Use an amount of 0 or more')
  .max(1_000_000, 'Use an amount below 1 000 000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals');

// The conversions live in a file without zod, so the storefront's bundle can use them (cents.ts).
import { toCents } from './cents';

export { fromCents, toCents } from './cents';

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

/** A decimal as the database or the API gives it (text, a number, nothing) → whole cents. */
export const centsOf = (value: string | number | null | undefined) => decimalToCents(String(value ?? '0'));

/** Money as a numeric column stores it: two decimals as text (39.9 → "39.90"). */
export const moneyColumn = (amount: number) => amount.toFixed(2);
