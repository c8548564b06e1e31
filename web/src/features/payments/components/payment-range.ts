import { TZDate } from '@date-fns/tz';
import { endOfMonth, format, startOfMonth, subDays, subMonths } from 'date-fns';
import type { PaymentRange } from '../api/query-keys';

export const presets = ['last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof presets)[number];

export const PRESET_LABELS: Record<Preset, string> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The preset's days, counted in the shop's time zone (the browser's when the shop has none). */
export function presetRange(preset: Preset, timeZone: string | undefined, now = new Date()): PaymentRange {
  const today = timeZone ? new TZDate(now, timeZone) : now;
  switch (preset) {
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

export const matchingPreset = (range: PaymentRange, timeZone: string | undefined): Preset | undefined =>
  presets.find((preset) => {
    const candidate = presetRange(preset, timeZone);
    return candidate.start === range.start && candidate.end === range.end;
  });
