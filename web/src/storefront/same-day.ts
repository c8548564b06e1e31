import type { I18n } from '@lingui/core';

/*
 * The same-day countdown: how long a customer has, in the shop's time zone, before the shop's
 * same-day cut-off (docs/product.md, Same day). Pure, so time zones and clock changes are tested.
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
 * The instant the shop's clock shows `cutoff` ("HH:MM") on the day it shows at `now`. The offset
 * is the one in force at the cut-off itself, so on the day the clocks change the answer is real
 * time left, not the wall-clock difference. A cut-off the clocks skip comes just after the jump;
 * one they show twice, the first time.
 */
export function cutoffInstant(now: Date, timeZone: string, cutoff: string): Date {
  const today = wallClock(now, timeZone);
  const [hour = 0, minute = 0] = cutoff.split(':').map(Number);
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
  const left = cutoffInstant(now, timeZone, cutoff).getTime() - now.getTime();
  return left > 0 ? Math.floor(left / 60_000) : null;
}

/** Whether the shop's clock at `now` shows a day it does not deliver: a weekday without windows, or a closed date. */
export function closedToday(
  now: Date,
  timeZone: string,
  closed: { weekdays: number[]; dates: string[] },
): boolean {
  const today = wallClock(now, timeZone);
  const date = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const weekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
  return closed.weekdays.includes(weekday) || closed.dates.includes(date);
}

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
