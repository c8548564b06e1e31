// The one home of money on screen: formatting amounts and reading what people type. Checks against
// the contract's rules live beside it in money-field.ts (they need zod, which the storefront leaves out).
import { SHOP_LOCALE } from './shop-format';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in the shop's currency, the way the shop's language writes it: "€4.90", "CHF 12.00".
 * The customer's pages pass the visitor's language instead: "4,90 €" in German (docs/decisions/042).
 */
export function formatMoney(
  amount: number,
  currency: string | undefined,
  locale: string = SHOP_LOCALE,
): string {
  const key = `${locale}|${currency ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = currency
        ? new Intl.NumberFormat(locale, { style: 'currency', currency })
        : new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

/** The symbol alone ("€", "CHF"), for a price field's prefix. */
export function currencySymbol(currency: string | undefined): string {
  if (!currency) return '';
  try {
    const parts = new Intl.NumberFormat(SHOP_LOCALE, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** Reads what people type as a price: "4.9", "4,90", " 12 " → 4.9, 4.9, 12; anything else → NaN. */
export function parseMoneyInput(value: string): number {
  const cleaned = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Money as the server reads it in a form field: "39,9" → "39.90". */
export const moneyForServer = (value: string) => parseMoneyInput(value).toFixed(2);

/** An amount as a price field shows it: 4.9 → "4.90"; none → "". */
export const amountText = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

const unitFormatters = new Map<string, Intl.NumberFormat>();

/**
 * A cost per stem: stems are bought at fractions of a cent (0.4375), so up to four decimals, and at
 * least as many as the currency usually shows ("€0.50", "€0.4375").
 */
export function formatUnitCost(amount: number, currency: string | undefined): string {
  const key = currency ?? '';
  let formatter = unitFormatters.get(key);
  if (!formatter) {
    try {
      const minimum = currency
        ? (new Intl.NumberFormat(SHOP_LOCALE, { style: 'currency', currency }).resolvedOptions()
            .minimumFractionDigits ?? 2)
        : 2;
      formatter = new Intl.NumberFormat(SHOP_LOCALE, {
        ...(currency ? { style: 'currency', currency } : {}),
        minimumFractionDigits: minimum,
        maximumFractionDigits: Math.max(minimum, 4),
      });
    } catch {
      formatter = new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 4 });
    }
    unitFormatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const compactFormatters = new Map<string, Intl.NumberFormat>();

/** "€1.2K": short amounts for a chart's axis. */
export function formatCompactMoney(amount: number, currency: string): string {
  let formatter = compactFormatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(SHOP_LOCALE, {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      });
    } catch {
      formatter = new Intl.NumberFormat(SHOP_LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
    }
    compactFormatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
