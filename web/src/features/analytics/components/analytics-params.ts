import { type DateRange, isDay } from '../../../lib/date-range';

/** The period from the URL; a missing or unreadable day falls back to the default. */
export function parseRangeParams(params: URLSearchParams, defaults: DateRange): DateRange {
  const start = params.get('start');
  const end = params.get('end');
  return { start: isDay(start) ? start : defaults.start, end: isDay(end) ? end : defaults.end };
}

/** The period as URL query, left out when it is the default, so a plain /intern/analytics stays current. */
export function rangeSearchParams(range: DateRange, defaults: DateRange): URLSearchParams {
  const params = new URLSearchParams();
  if (range.start !== defaults.start || range.end !== defaults.end) {
    params.set('start', range.start);
    params.set('end', range.end);
  }
  return params;
}
