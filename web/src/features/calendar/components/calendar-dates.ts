/** Calendar arithmetic on YYYY-MM-DD strings in UTC, so no time zone ever shifts a day. Weeks start on Monday. */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const parseDay = (date: string) => new Date(`${date}T00:00:00Z`);
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function isDay(value: string | null): value is string {
  return (
    value !== null &&
    DAY.test(value) &&
    !Number.isNaN(parseDay(value).getTime()) &&
    isoDay(parseDay(value)) === value
  );
}

export function addDays(date: string, count: number): string {
  const day = parseDay(date);
  day.setUTCDate(day.getUTCDate() + count);
  return isoDay(day);
}

export function addMonths(date: string, count: number): string {
  const day = parseDay(`${date.slice(0, 7)}-01`);
  day.setUTCMonth(day.getUTCMonth() + count);
  return isoDay(day);
}

export function startOfWeek(date: string): string {
  return addDays(date, -((parseDay(date).getUTCDay() + 6) % 7));
}

export interface DayRange {
  start: string;
  end: string;
  days: string[];
}

function rangeOf(start: string, length: number): DayRange {
  const days = Array.from({ length }, (_, index) => addDays(start, index));
  return { start, end: days[days.length - 1] ?? start, days };
}

/** The seven days of the week holding `date`. */
export const weekRange = (date: string) => rangeOf(startOfWeek(date), 7);

/** The whole weeks that hold the month of `date`: 28 to 42 days, within the server's 62. */
export function monthRange(date: string): DayRange {
  const first = `${date.slice(0, 7)}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const start = startOfWeek(first);
  const end = addDays(startOfWeek(last), 6);
  const length = Math.round((parseDay(end).getTime() - parseDay(start).getTime()) / 86_400_000) + 1;
  return rangeOf(start, length);
}

/** Today in the shop's time zone. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return isoDay(now);
  }
}
