import { type CountryCode, getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/*
 * Phone numbers in one normal form, so that "030 5550100" and "+49 30 5550100" are one number
 * (docs/product.md, Customers). People type a number the way their country writes it, without the
 * country code; the shop's country supplies it.
 */

export type { CountryCode };

/**
 * The number in E.164 form ("+49305550100"): read in the shop's country when it has no country
 * code of its own. What cannot be read as a phone number keeps its digits (and a leading +), so
 * two such texts still compare equal when their digits are. Null for nothing.
 */
export function normalisePhone(typed: string | null | undefined, country?: CountryCode): string | null {
  const text = typed?.trim();
  if (!text) return null;
  const parsed = parsePhoneNumberFromString(text, country ? { defaultCountry: country } : undefined);
  if (parsed) return parsed.number;
  const digits = text.replace(/[^0-9+]/g, '');
  return digits === '' ? null : digits;
}

/**
 * The number without its country code and trunk prefix ("305550100" for "030 5550100" in Germany
 * and for "+49 30 5550100"): the digits every way of typing the number has in common, for finding
 * numbers stored as they were typed. Digits without leading zeros when it cannot be read.
 */
export function nationalDigits(typed: string, country?: CountryCode): string {
  const parsed = parsePhoneNumberFromString(typed.trim(), country ? { defaultCountry: country } : undefined);
  return parsed ? String(parsed.nationalNumber) : typed.replace(/[^0-9]/g, '').replace(/^0+/, '');
}

/**
 * Time zones and the country they are in, for shops whose address names no country. The zones of
 * countries with one zone (or one main one) that shops here use; others fall back to the currency.
 */
const ZONE_COUNTRIES: Record<string, CountryCode> = {
  'Europe/Amsterdam': 'NL',
  'Europe/Athens': 'GR',
  'Europe/Berlin': 'DE',
  'Europe/Bratislava': 'SK',
  'Europe/Brussels': 'BE',
  'Europe/Bucharest': 'RO',
  'Europe/Budapest': 'HU',
  'Europe/Copenhagen': 'DK',
  'Europe/Dublin': 'IE',
  'Europe/Helsinki': 'FI',
  'Europe/Lisbon': 'PT',
  'Europe/Ljubljana': 'SI',
  'Europe/London': 'GB',
  'Europe/Luxembourg': 'LU',
  'Europe/Madrid': 'ES',
  'Europe/Oslo': 'NO',
  'Europe/Paris': 'FR',
  'Europe/Prague': 'CZ',
  'Europe/Riga': 'LV',
  'Europe/Rome': 'IT',
  'Europe/Sofia': 'BG',
  'Europe/Stockholm': 'SE',
  'Europe/Tallinn': 'EE',
  'Europe/Vienna': 'AT',
  'Europe/Vilnius': 'LT',
  'Europe/Warsaw': 'PL',
  'Europe/Zagreb': 'HR',
  'Europe/Zurich': 'CH',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Phoenix': 'US',
  'America/Los_Angeles': 'US',
  'America/Anchorage': 'US',
  'Pacific/Honolulu': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'America/Mexico_City': 'MX',
  'America/Sao_Paulo': 'BR',
  'Australia/Sydney': 'AU',
  'Australia/Melbourne': 'AU',
  'Australia/Brisbane': 'AU',
  'Australia/Perth': 'AU',
  'Pacific/Auckland': 'NZ',
  'Asia/Tokyo': 'JP',
  'Asia/Singapore': 'SG',
  'Asia/Hong_Kong': 'HK',
  'Asia/Kolkata': 'IN',
  'Asia/Jerusalem': 'IL',
  'Africa/Johannesburg': 'ZA',
};

/** Currencies one country uses (the euro is many countries', so it says nothing alone). */
const CURRENCY_COUNTRIES: Record<string, CountryCode> = {
  USD: 'US',
  GBP: 'GB',
  CHF: 'CH',
  CAD: 'CA',
  AUD: 'AU',
  NZD: 'NZ',
  JPY: 'JP',
  SEK: 'SE',
  NOK: 'NO',
  DKK: 'DK',
  PLN: 'PL',
  CZK: 'CZ',
  HUF: 'HU',
  RON: 'RO',
  BGN: 'BG',
  ISK: 'IS',
  INR: 'IN',
  BRL: 'BR',
  MXN: 'MX',
  ZAR: 'ZA',
  SGD: 'SG',
  HKD: 'HK',
  ILS: 'IL',
};

let countryNames: Map<string, CountryCode> | undefined;

/** Every country's name in English and German, lower case, to find one at the end of an address. */
function namesOfCountries(): Map<string, CountryCode> {
  if (countryNames) return countryNames;
  const names = new Map<string, CountryCode>();
  for (const language of ['en', 'de']) {
    const display = new Intl.DisplayNames([language], { type: 'region' });
    for (const code of getCountries()) {
      const name = display.of(code);
      if (name && name !== code) names.set(name.toLowerCase(), code);
    }
  }
  names.set('usa', 'US');
  names.set('uk', 'GB');
  countryNames = names;
  return names;
}

/**
 * The country a shop is in, for reading the phone numbers people type there: named at the end of
 * its address ("…, Berlin, Germany"), else its time zone's, else its currency's; undefined when
 * none of them tells (numbers then compare by their digits unless they carry a country code).
 */
export function countryOfShop(shop: {
  address?: string | null;
  timeZone?: string | null;
  currency?: string | null;
}): CountryCode | undefined {
  const last = shop.address
    ?.split(/[,\n]/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .at(-1);
  const named = last ? namesOfCountries().get(last) : undefined;
  return (
    named ??
    (shop.timeZone ? ZONE_COUNTRIES[shop.timeZone] : undefined) ??
    (shop.currency ? CURRENCY_COUNTRIES[shop.currency.toUpperCase()] : undefined)
  );
}
