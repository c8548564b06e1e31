import { dateRange } from '@contract/payments';
import { TZDate } from '@date-fns/tz';
import { endOfMonth, format, startOfMonth, subDays, subMonths } from 'date-fns';

/** Days in the shop's time zone, both included, as YYYY-MM-DD. */
export interface DateRange {
  start: string;
  end: string;
}

export const presets = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof presets)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  today: 'Today',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The preset's days, counted in the shop's time zone (the browser's when the shop has none). */
export function presetRange(preset: Preset, timeZone: string | undefined, now = new Date()): DateRange {
  const today = timeZone ? new TZDate(now, timeZone) : now;
  switch (preset) {
    case 'today':
      return { start: day(today), end: day(today) };
    case 'last7':
      return { start: day(subDays(today, 6)), end: day(today) };
    case 'last30':
      return { start: day(subDays(today, 29)), end: day(today) };
    case 'thisMonth':
      return { start: day(startOfMonth(today)), end: day(today) };
    case 'lastMonth': {
      const previous = subMonths(today, 1);
      return { start: day(startOfMonth(previous)), end: day(endOfMonth(previous)) };
    }
  }
}

export const matchingPreset = (range: DateRange, timeZone: string | undefined): Preset | undefined =>
  presets.find((preset) => {
    const candidate = presetRange(preset, timeZone);
    return candidate.start === range.start && candidate.end === range.end;
  });

/** Why the server would refuse the range, or null when it is fine. */
export function rangeProblem(range: DateRange): string | null {
  const result = dateRange.safeParse(range);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Choose a valid period');
}

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
