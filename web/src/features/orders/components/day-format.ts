import type { DayView } from '@contract/order-day';
import type { DayParam } from '../api/get-day';
import { formatDay } from './order-format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `?day=tomorrow` or `?day=2031-03-14`; anything else is today. */
export function parseDay(value: string | null): DayParam {
  if (value === 'tomorrow') return 'tomorrow';
  if (value && DATE.test(value)) return value;
  return 'today';
}

/** "Today, Friday, 14 March 2031", "Tomorrow, …" or the date alone. */
export function dayTitle(view: Pick<DayView, 'date' | 'today'>) {
  const long = formatDay(view.date, 'long');
  if (view.date === view.today) return `Today, ${long}`;
  const tomorrow = new Date(Date.parse(`${view.today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return view.date === tomorrow ? `Tomorrow, ${long}` : long;
}
