import type { DayOrder, DayView } from '@contract/order-day';
import { formatDay } from './order-format';
import type { DayParam } from './orders/get-day';

/*
 * The day view's words, shared by the day page and its printed sheet: which day the address asks
 * for, the day's title, and where each order goes.
 */

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

/** Where the flowers go: the city of a delivery (its address without one), the location of a pickup. */
export const placeOf = (order: DayOrder) =>
  order.method === 'pickup'
    ? (order.location_name ?? 'Pickup')
    : (order.delivery_city ?? order.delivery_address);
