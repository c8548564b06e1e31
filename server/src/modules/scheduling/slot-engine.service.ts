/**
 * The slot engine: which dates and time windows a customer may choose for delivery or pickup.
 *
 * Pure: no I/O, no clock, no environment. `now` is always passed in, and every rule is read in the
 * shop's time zone, never the server's, so a shop in Auckland served from Frankfurt sees its own day.
 */
import { slotLabel } from '@contract/order-time';
import { tz, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns';

export type ScheduleWindow = {
  weekday: number /* 0=Sunday..6 */;
  start: string /* 'HH:MM' */;
  end: string;
  capacity: number | null;
};
export type ScheduleRules = {
  timeZone: string; // IANA, the shop's
  leadTimeMinutes: number; // a window may be chosen only if its start is at least this long after now
  sameDayCutoff: string | null; // 'HH:MM' shop-local; at or after it, no windows for today at all
  daysAhead: number; // horizon: dates from today (shop-local) to today + daysAhead inclusive
  windows: ScheduleWindow[]; // per weekday, non-overlapping (validated elsewhere), maybe unsorted
  disabledDays: string[]; // 'YYYY-MM-DD' shop-local dates the shop is closed
};
/** Orders already booked, keyed `${date} ${slot}` e.g. '2026-12-24 09:00-12:00' → count. */
export type Bookings = ReadonlyMap<string, number>;
export const bookingKey = (date: string, slot: string) => `${date} ${slot}`;

export type SlotProblem =
  | 'outside_horizon'
  | 'closed_day'
  | 'no_such_window'
  | 'too_soon'
  | 'past_cutoff'
  | 'full';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Shop-local 'YYYY-MM-DD' at the instant `now`. */
export function todayIn(timeZone: string, now: Date): string {
  // Checked here because every entry point passes through it; an unknown zone would otherwise
  // surface as a vague "Invalid time value" from date-fns.
  if (Number.isNaN(tzOffset(timeZone, now))) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return format(now, 'yyyy-MM-dd', { in: tz(timeZone) });
}

/** Window labels ('HH:MM-HH:MM', sorted by start) that can be chosen for `date`. */
export function availableSlots(
  rules: ScheduleRules,
  q: { date: string; now: Date; bookings?: Bookings },
): string[] {
  return slotsOn(rules, momentOf(rules, q.now), q.date, q.bookings);
}

/** What a date picker must grey out between today and the end of the horizon. */
export function disabledDates(
  rules: ScheduleRules,
  q: { now: Date; bookings?: Bookings },
): { weekdays: number[]; dates: string[]; first_date: string; last_date: string } {
  const moment = momentOf(rules, q.now);
  const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => !rules.windows.some((w) => w.weekday === day));
  const dates: string[] = [];
  // Weekdays without windows are already in `weekdays`; listing their dates too would only repeat them.
  for (let date = moment.today; date <= moment.lastDate; date = addDays(date, 1)) {
    if (!weekdays.includes(weekdayOf(date)) && slotsOn(rules, moment, date, q.bookings).length === 0) {
      dates.push(date);
    }
  }
  return { weekdays, dates, first_date: moment.today, last_date: moment.lastDate };
}

/**
 * Why `slot` on `date` cannot be chosen, or null when it can. Date-level reasons come first.
 * `waived` names window rules that staff chose to set aside (a phone order taken anyway): the
 * other rules are still checked.
 */
export function slotProblem(
  rules: ScheduleRules,
  q: { date: string; slot: string; now: Date; bookings?: Bookings; waived?: readonly SlotProblem[] },
): null | SlotProblem {
  const moment = momentOf(rules, q.now);
  const problem = dayProblem(rules, moment, q.date);
  if (problem) return problem;
  const window = windowsOn(rules, q.date).find((w) => slotLabel(w) === q.slot);
  if (!window) return 'no_such_window';
  return windowProblem(rules, moment, q.date, window, q.bookings, q.waived);
}

/**
 * The places of the window `slot` names on `date`: null when it has no limit (or is no window of
 * that day, which slotProblem reports first).
 */
export function capacityOf(rules: ScheduleRules, date: string, slot: string): number | null {
  return windowsOn(rules, date).find((w) => slotLabel(w) === slot)?.capacity ?? null;
}

/** Everything about `now` the rules need, computed once per call. */
type Moment = { today: string; lastDate: string; clock: string; earliestStart: number };

function momentOf(rules: ScheduleRules, now: Date): Moment {
  const today = todayIn(rules.timeZone, now);
  return {
    today,
    lastDate: addDays(today, rules.daysAhead),
    clock: format(now, 'HH:mm', { in: tz(rules.timeZone) }),
    // Real elapsed time: across a DST change the wall clock jumps, the lead time does not.
    earliestStart: now.getTime() + rules.leadTimeMinutes * MINUTE,
  };
}

function slotsOn(rules: ScheduleRules, moment: Moment, date: string, bookings: Bookings | undefined) {
  if (dayProblem(rules, moment, date)) return [];
  return windowsOn(rules, date)
    .filter((window) => !windowProblem(rules, moment, date, window, bookings))
    .map(slotLabel);
}

function dayProblem(rules: ScheduleRules, moment: Moment, date: string): SlotProblem | null {
  if (!isCalendarDate(date) || date < moment.today || date > moment.lastDate) return 'outside_horizon';
  // A weekday without windows is a closed day too: the shop never takes orders for it.
  if (rules.disabledDays.includes(date) || windowsOn(rules, date).length === 0) return 'closed_day';
  return null;
}

function windowProblem(
  rules: ScheduleRules,
  moment: Moment,
  date: string,
  window: ScheduleWindow,
  bookings: Bookings | undefined,
  waived: readonly SlotProblem[] = [],
): SlotProblem | null {
  const applies = (problem: SlotProblem) => !waived.includes(problem);
  // The cut-off closes the rest of today, so it is reported before the per-window lead time.
  if (
    applies('past_cutoff') &&
    date === moment.today &&
    rules.sameDayCutoff !== null &&
    moment.clock >= rules.sameDayCutoff
  ) {
    return 'past_cutoff';
  }
  if (applies('too_soon') && zonedInstant(rules.timeZone, date, window.start) < moment.earliestStart) {
    return 'too_soon';
  }
  const booked = bookings?.get(bookingKey(date, slotLabel(window))) ?? 0;
  if (applies('full') && window.capacity !== null && booked >= window.capacity) return 'full';
  return null;
}

/** The weekday's windows, sorted by start ('HH:MM' strings sort like times). */
function windowsOn(rules: ScheduleRules, date: string): ScheduleWindow[] {
  const weekday = weekdayOf(date);
  return rules.windows
    .filter((w) => w.weekday === weekday)
    .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
}

// Calendar arithmetic works on the calendar date itself. Date.UTC serves only as a proleptic
// calendar without DST, so adding a day is always one calendar day, never "an instant plus 24 h".
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;
}

/**
 * The instant (epoch ms) at which the shop's wall clock shows `time` on `date`.
 *
 * Around DST changes a wall-clock time may not exist or may happen twice. We decide:
 * - in a spring-forward gap (02:30 on 2026-03-29 in Europe/Berlin), the first instant after the gap
 *   (03:00 local = 01:00Z): the window opens as soon as the clock is past the jump;
 * - in a fall-back overlap (02:30 on 2026-10-25 in Europe/Berlin), the first occurrence
 *   (02:30 CEST = 00:30Z): the first time the shop's clock shows the window's start.
 * TZDate picks differently (later for the gap, varying for the overlap), hence this helper.
 */
export function zonedInstant(timeZone: string, date: string, time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wall = Date.parse(`${date}T00:00:00Z`) + (hours * 60 + minutes) * MINUTE; // wall clock, written as UTC
  // No zone changes its offset twice within two days, so the offsets a day either side are the only
  // candidates. A candidate is real if the zone has that offset at the instant it yields.
  const offsetBefore = tzOffset(timeZone, new Date(wall - DAY));
  const offsetAfter = tzOffset(timeZone, new Date(wall + DAY));
  const real = [offsetBefore, offsetAfter]
    .map((offset) => wall - offset * MINUTE)
    .filter((instant) => wall - tzOffset(timeZone, new Date(instant)) * MINUTE === instant);
  if (real.length > 0) return Math.min(...real);
  // In the gap: binary-search the instant the offset changes, between the two (invalid) candidates.
  let before = wall - offsetAfter * MINUTE; // still on the old offset
  let after = wall - offsetBefore * MINUTE; // already on the new one
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (tzOffset(timeZone, new Date(middle)) === offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}
