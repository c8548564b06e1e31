import type { Storefront, StorefrontFullWindows } from '@contract/products';
import type { I18n } from '@lingui/core';

/*
 * The same-day countdown: how long a customer has, in the shop's time zone, to order for delivery
 * today (docs/product.md, Same day): until the cut-off, and no longer than a window of today that
 * the lead time still reaches has room. Pure, so time zones and clock changes are tested.
 */

/** The wall clock in `timeZone` at `instant`: its date and its minutes since midnight. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant the shop's clock shows `time` ("HH:MM": a cut-off, a window's start) on the day it
 * shows at `now`. The offset is the one in force at that time itself, so on the day the clocks
 * change the answer is real time left, not the wall-clock difference. A time the clocks skip comes
 * just after the jump; one they show twice, the first time.
 */
export function todayAt(now: Date, timeZone: string, time: string): Date {
  const today = wallClock(now, timeZone);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(today.year, today.month - 1, today.day, hour, minute);
  const HALF_DAY = 12 * 3_600_000;
  const before = offsetAt(new Date(wall - HALF_DAY), timeZone);
  const after = offsetAt(new Date(wall + HALF_DAY), timeZone);
  const candidates = [wall - before, wall - after].sort((a, b) => a - b);
  const shows = (instant: number) => {
    const c = wallClock(new Date(instant), timeZone);
    return c.hour === hour && c.minute === minute;
  };
  return new Date(candidates.find(shows) ?? wall - before);
}

/** Whole minutes left before today's cut-off (rounded down: never promise a minute that is not there), or null once it has passed. */
export function minutesUntilCutoff(now: Date, timeZone: string, cutoff: string | null): number | null {
  if (!cutoff) return null;
  const left = todayAt(now, timeZone, cutoff).getTime() - now.getTime();
  return left > 0 ? Math.floor(left / 60_000) : null;
}

/** The shop's date ('YYYY-MM-DD') and weekday (0 = Sunday) at `now`. */
function shopDay(now: Date, timeZone: string) {
  const today = wallClock(now, timeZone);
  const date = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  return { date, weekday: new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay() };
}

/** Whether the shop's clock at `now` shows a day it does not deliver: a weekday without windows, or a closed date. */
export function closedToday(
  now: Date,
  timeZone: string,
  closed: { weekdays: number[]; dates: string[] },
): boolean {
  const { date, weekday } = shopDay(now, timeZone);
  return closed.weekdays.includes(weekday) || closed.dates.includes(date);
}

export type SameDayShop = Pick<
  Storefront,
  | 'delivery_enabled'
  | 'time_zone'
  | 'same_day_cutoff'
  | 'delivery_closed'
  | 'lead_time_minutes'
  | 'delivery_windows'
>;

/**
 * Whole minutes left to order for delivery today, or null when today cannot be promised: no
 * delivery, a closed day, no cut-off or past it, or no window of today that an order placed now
 * could still get (the lead time puts its start out of reach, or it is full). The time runs to the
 * cut-off or, sooner, to the last moment the latest open window can be ordered (its start less the
 * lead time), as the order page's slots (server/src/modules/scheduling/slot-engine.service.ts).
 */
export function sameDayMinutes(
  shop: SameDayShop,
  now: Date,
  full: StorefrontFullWindows['windows'],
): number | null {
  const { time_zone } = shop;
  if (!shop.delivery_enabled || closedToday(now, time_zone, shop.delivery_closed)) return null;
  const toCutoff = minutesUntilCutoff(now, time_zone, shop.same_day_cutoff);
  if (toCutoff === null) return null;
  const { date, weekday } = shopDay(now, time_zone);
  const taken = new Set(full.filter((w) => w.date === date).map((w) => w.slot));
  const lead = shop.lead_time_minutes * 60_000;
  const lastChance = Math.max(
    ...shop.delivery_windows
      .filter((w) => w.weekday === weekday && !taken.has(`${w.start}-${w.end}`))
      .map((w) => todayAt(now, time_zone, w.start).getTime() - lead),
  );
  // No window left (-Infinity), or none the lead time still reaches.
  const left = lastChance - now.getTime();
  if (!(left > 0)) return null;
  return Math.min(toCutoff, Math.floor(left / 60_000));
}

/** Whether the countdown needs to know which windows are full: only windows with a capacity fill up. */
export const fillsUp = (shop: SameDayShop) =>
  shop.delivery_enabled && shop.same_day_cutoff !== null && shop.delivery_windows.some((w) => w.limited);

/** "2 h 15 min", "2 h", "45 min", "less than a minute". */
export function formatCountdown(minutes: number, i18n: I18n): string {
  if (minutes < 1) return i18n._('less than a minute');
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return i18n._('{minutes} min', { minutes: rest });
  return rest === 0
    ? i18n._('{hours} h', { hours })
    : i18n._('{hours} h {minutes} min', { hours, minutes: rest });
}
