import { activeLanguage } from '../../i18n/customer-i18n';

/** Dates are YYYY-MM-DD in the shop's time zone; formatting them as UTC keeps the day as it is. */
export const parseDay = (date: string) => new Date(`${date}T00:00:00Z`);

const longDays = new Map<string, Intl.DateTimeFormat>();

/** "Friday, 14 March 2031" in the visitor's language: "Freitag, 14. März 2031". */
export function formatLongDay(date: string) {
  const language = activeLanguage();
  let format = longDays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDays.set(language, format);
  }
  return format.format(parseDay(date));
}

/** "09:00-12:00" → "09:00–12:00". */
export const formatSlot = (slot: string) => slot.replace('-', '–');

/** Zip codes compare upper-cased without spaces, as the server stores them. */
export const normaliseZipcode = (value: string) => value.replace(/\s+/g, '').toUpperCase();
