/**
 * Dates, times and numbers as the shop writes them, whoever looks and wherever they are: in the
 * shop's language and on the shop's clock, never the browser's (docs/decisions/039). A florist's
 * phone set to another language, or a manager travelling, still reads the shop's day.
 */

/**
 * The back office's language: its texts are English. The customer's pages pass the visitor's language
 * to these functions instead (docs/decisions/042).
 */
export const SHOP_LOCALE = 'en';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
  locale: string = SHOP_LOCALE,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // An unknown zone name (an old shop's typo): the viewer's clock is better than nothing.
      found = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** A point in time on the shop's clock: "14 Mar 2031, 09:30" (the viewer's zone until the shop is known). */
export const formatShopMoment = (iso: string, timeZone: string | undefined, locale?: string) =>
  formatter({ dateStyle: 'medium', timeStyle: 'short' }, timeZone, locale).format(new Date(iso));

/** The shop's time of day of a point in time: "09:30". */
export const formatShopTime = (iso: string, timeZone: string | undefined, locale?: string) =>
  formatter({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, timeZone, locale).format(new Date(iso));

/** A count as the shop writes it: "1,250". */
export const formatCount = (count: number) => count.toLocaleString(SHOP_LOCALE);

/** Dates are YYYY-MM-DD in the shop's time zone; formatting them as UTC keeps the day as it is. */
const parseDay = (date: string) => new Date(`${date}T00:00:00Z`);

const shortDay = new Intl.DateTimeFormat(SHOP_LOCALE, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat(SHOP_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A day of the shop's calendar: "Fri, 14 Mar" or "Friday, 14 March 2031". */
export function formatDay(date: string, style: 'short' | 'long' = 'short'): string {
  return (style === 'short' ? shortDay : longDay).format(parseDay(date));
}

/** The shop's today as YYYY-MM-DD (the viewer's clock while the shop's zone is unknown or wrong). */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return formatter({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone, 'en-CA').format(now);
}
