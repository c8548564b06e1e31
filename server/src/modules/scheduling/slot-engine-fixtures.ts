import type { Bookings, ScheduleRules, ScheduleWindow } from './slot-engine.service';

/*
 * A shop's week and clock for the slot engine's tests: Monday to Saturday with two windows, rules,
 * Berlin summer wall-clock instants and bookings.
 */

// 2026-06-10 is a Wednesday. Europe/Berlin is on summer time (UTC+2) in June.
export const MORNING = '09:00-12:00';
export const AFTERNOON = '14:00-17:00';
export const BOTH = [MORNING, AFTERNOON];

/** Monday to Saturday, 09:00-12:00 and 14:00-17:00; closed on Sundays. */
export const openingWindows = (capacity: { morning?: number; afternoon?: number } = {}): ScheduleWindow[] =>
  [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: capacity.morning ?? null },
    { weekday, start: '14:00', end: '17:00', capacity: capacity.afternoon ?? null },
  ]);

export const rules = (overrides: Partial<ScheduleRules> = {}): ScheduleRules => ({
  timeZone: 'Europe/Berlin',
  leadTimeMinutes: 120,
  sameDayCutoff: null,
  daysAhead: 14,
  windows: openingWindows(),
  disabledDays: [],
  ...overrides,
});

/** An instant given as Berlin summer wall-clock time, e.g. berlin('2026-06-10T07:00'). */
export const berlin = (local: string) => new Date(`${local}+02:00`);
export const bookings = (entries: [string, number][]): Bookings => new Map(entries);
export const sunday = (start: string, end: string): ScheduleWindow => ({
  weekday: 0,
  start,
  end,
  capacity: null,
});

/** The calendar date `days` after `date` (YYYY-MM-DD). */
export function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
