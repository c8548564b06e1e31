import { SHOP_LOCALE } from './shop-format';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in the shop's currency, the way the shop's language writes it: "€4.90", "CHF 12.00". */
export function formatMoney(amount: number, currency: string | undefined): string {
  const key = currency ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = currency
        ? new Intl.NumberFormat(SHOP_LOCALE, { style: 'currency', currency })
        : new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      formatter = new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
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
