import type { TimeWindow, WeeklyWindows, WindowType } from '@contract/order-time';
import { SHOP_LOCALE } from '../../../../lib/shop-format';

/** Monday first on screen; the numbers stay the contract's (0 = Sunday … 6 = Saturday). */
export const DISPLAY_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const weekdayName = (weekday: number) => NAMES[weekday] ?? `Day ${weekday}`;

/** The form keeps every window in one list (indices match the server's `windows.N` errors). */
export interface WindowRow {
  weekday: number;
  start: string;
  end: string;
  capacity: number | null;
}

export interface WeeklyFormValues {
  window_type: WindowType;
  windows: WindowRow[];
  disabled_days: string[];
}

const displayIndex = (weekday: number) => (weekday + 6) % 7;

/** Monday to Sunday, each day's windows by start time. */
export function sortWindows<T extends Pick<TimeWindow, 'weekday' | 'start'>>(windows: readonly T[]): T[] {
  return [...windows].sort(
    (a, b) => displayIndex(a.weekday) - displayIndex(b.weekday) || a.start.localeCompare(b.start),
  );
}

export function toFormValues(windowType: WindowType, saved: WeeklyWindows | undefined): WeeklyFormValues {
  return {
    window_type: windowType,
    windows: sortWindows(saved?.windows ?? []).map(({ weekday, start, end, capacity }) => ({
      weekday,
      start,
      end,
      capacity: capacity ?? null,
    })),
    disabled_days: [...(saved?.disabled_days ?? [])].sort(),
  };
}

const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const toTime = (minutes: number) => {
  const clamped = Math.max(0, Math.min(minutes, 23 * 60 + 59));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
};

/** The next window of a day: 09:00–12:00 first, then three hours after the latest one ends. */
export function suggestWindow(dayWindows: readonly Pick<TimeWindow, 'start' | 'end'>[]): {
  start: string;
  end: string;
} {
  if (dayWindows.length === 0) return { start: '09:00', end: '12:00' };
  const latestEnd = Math.max(...dayWindows.map((window) => toMinutes(window.end)));
  const start = Math.min(latestEnd, 22 * 60);
  const length =
    toMinutes(dayWindows.at(-1)?.end ?? '12:00') - toMinutes(dayWindows.at(-1)?.start ?? '09:00');
  return { start: toTime(start), end: toTime(start + (length > 0 ? length : 180)) };
}

/** Replaces the windows of `targets` with copies of the windows of `from`, keeping everything else. */
export function copyDay(
  windows: readonly WindowRow[],
  from: number,
  targets: readonly number[],
): WindowRow[] {
  const source = windows.filter((window) => window.weekday === from);
  const kept = windows.filter((window) => !targets.includes(window.weekday));
  const copies = targets.flatMap((weekday) => source.map((window) => ({ ...window, weekday })));
  return sortWindows([...kept, ...copies]);
}

/** Every 15 minutes, plus 23:59 for windows that run to the end of the day. */
export const TIME_OPTIONS: readonly string[] = [
  ...Array.from({ length: 96 }, (_, index) => toTime(index * 15)),
  '23:59',
];

/** "Mon–Fri 09:00–12:00 …" is too long for a card; this counts: "10 windows on 5 days". */
export function summariseWindows(saved: WeeklyWindows): string {
  const days = new Set(saved.windows.map((window) => window.weekday)).size;
  if (days === 0) return 'none yet';
  const windows = saved.windows.length;
  return `${windows} ${windows === 1 ? 'window' : 'windows'} on ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** "Fri, 25 Dec 2026" for a YYYY-MM-DD date, read as a calendar day (no time-zone shift). */
export function formatDate(date: string, options: Intl.DateTimeFormatOptions = {}): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(SHOP_LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    ...options,
  }).format(parsed);
}

/** Today's date (YYYY-MM-DD) in a time zone; the shop's, not the browser's. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** The small column headings above a day's rows. */
export const ROW_GRID_HEAD = 'mt-1 text-xs font-medium text-muted-foreground';
