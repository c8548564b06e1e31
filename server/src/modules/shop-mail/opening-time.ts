import type { TimeWindow } from '@contract/order-time';

/** A shop that set no windows at all (it takes only counter and phone orders) opens, for its summary, at 08:00. */
export const DEFAULT_OPENING = '08:00';

/** Hours after opening in which a summary may still go: a server down at opening sends it late, not in the evening. */
export const SUMMARY_LATEST_HOURS = 3;

type WindowRows = { windows: TimeWindow[]; disabledDays: string[] }[];

/**
 * When the shop opens on `day` (its weekday `weekday`, 0 = Sunday): the earliest start of its
 * delivery and pickup windows that day, as the shop's settings give no opening hours of their own
 * (docs/decisions/064). Null when the shop is closed that day: no window that weekday, or the day
 * closed for both kinds.
 */
export function openingTime(
  rows: WindowRows,
  { day, weekday }: { day: string; weekday: number },
): string | null {
  if (rows.every((row) => row.windows.length === 0)) return DEFAULT_OPENING;
  const starts = rows
    .filter((row) => !row.disabledDays.includes(day))
    .flatMap((row) =>
      row.windows.filter((window) => window.weekday === weekday).map((window) => window.start),
    )
    .sort();
  return starts[0] ?? null;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether `time` ("HH:MM", the shop's clock) is when the day's summary goes: from opening, for a few hours. */
export function isSummaryTime(opening: string | null, time: string): boolean {
  if (opening === null) return false;
  const since = minutes(time) - minutes(opening);
  return since >= 0 && since < SUMMARY_LATEST_HOURS * 60;
}
