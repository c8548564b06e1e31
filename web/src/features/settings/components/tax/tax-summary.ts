import type { TaxSettings } from '@contract/tax';

const percent = (rate: number) => `${rate.toLocaleString('en', { maximumFractionDigits: 3 })} %`;

/** The name customers read on their order for the shop's tax. */
export const taxName = (mode: TaxSettings['mode']) => (mode === 'sales_tax' ? 'Sales tax' : 'VAT');

/** One line for the settings overview: "VAT 7 %, included in prices · delivery 19 %". */
export function summariseTax(settings: TaxSettings): string {
  if (settings.mode === 'none') return 'No tax on orders: totals are what you enter.';
  const how = settings.prices_include_tax ? 'included in prices' : 'added to prices';
  const delivery = !settings.delivery_taxed
    ? 'delivery untaxed'
    : settings.delivery_rate === null
      ? 'delivery at the main item’s rate'
      : `delivery ${percent(settings.delivery_rate)}`;
  return `${taxName(settings.mode)} ${percent(settings.rate)}, ${how} · ${delivery}`;
}

export { percent as formatRate };
