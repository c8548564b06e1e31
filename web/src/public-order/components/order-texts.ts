import { SHOP_LOCALE } from '../../lib/shop-format';
/** Dates are YYYY-MM-DD in the shop's time zone; formatting them as UTC keeps the day as it is. */
export const parseDay = (date: string) => new Date(`${date}T00:00:00Z`);

const longDay = new Intl.DateTimeFormat(SHOP_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatLongDay = (date: string) => longDay.format(parseDay(date));

/** "09:00-12:00" → "09:00–12:00". */
export const formatSlot = (slot: string) => slot.replace('-', '–');

/** Zip codes compare upper-cased without spaces, as the server stores them. */
export const normaliseZipcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
