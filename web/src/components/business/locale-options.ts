/** Choices for the currency and time-zone fields, from the browser's own Intl data. */

const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'NZD',
];

export interface CurrencyOption {
  code: string;
  label: string;
}

export function currencyOptions(): { common: CurrencyOption[]; all: CurrencyOption[] } {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  const toOption = (code: string) => ({ code, label: `${code} · ${names.of(code) ?? code}` });
  const all = Intl.supportedValuesOf('currency');
  return {
    common: COMMON_CURRENCIES.filter((code) => all.includes(code)).map(toOption),
    all: all.filter((code) => !COMMON_CURRENCIES.includes(code)).map(toOption),
  };
}

export function timeZoneOptions(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

export const timeZoneLabel = (zone: string) => zone.replace(/_/g, ' ');

/** The browser's time zone, which is the shop's in nearly every case. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && timeZoneOptions().includes(zone) ? zone : 'UTC';
}

const CURRENCY_BY_ZONE: [RegExp, string][] = [
  [/^Europe\/(London|Belfast|Guernsey|Isle_of_Man|Jersey)$/, 'GBP'],
  [/^Europe\/(Zurich|Busingen|Vaduz)$/, 'CHF'],
  [/^Europe\/Stockholm$/, 'SEK'],
  [/^Europe\/Oslo$/, 'NOK'],
  [/^Europe\/Copenhagen$/, 'DKK'],
  [/^Europe\/Warsaw$/, 'PLN'],
  [/^Europe\/Prague$/, 'CZK'],
  [/^Europe\//, 'EUR'],
  [/^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina)$/, 'CAD'],
  [/^(America|Pacific\/Honolulu)/, 'USD'],
  [/^Australia\//, 'AUD'],
  [/^Pacific\/Auckland$/, 'NZD'],
];

/** A first guess at the shop's currency from its time zone; the owner can pick another. */
export function guessCurrency(timeZone: string): string {
  return CURRENCY_BY_ZONE.find(([pattern]) => pattern.test(timeZone))?.[1] ?? 'USD';
}
