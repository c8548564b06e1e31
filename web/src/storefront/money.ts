import { SHOP_LOCALE } from '../lib/shop-format';

const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the shop's currency, the way the browser's locale writes it: "€39.90". */
export function formatPrice(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(SHOP_LOCALE, { style: 'currency', currency });
    } catch {
      // An unknown currency code still shows the amount.
      formatter = new Intl.NumberFormat(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}
