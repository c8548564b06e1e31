import type { WindowType } from '@contract/order-time';
import type { OrderListFilter } from '@contract/orders';

/**
 * Keys of every query about orders (the orders, calendar and print features and the day view all read
 * under them); mutations invalidate by their prefixes, so one change refreshes every view of it.
 */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (view: OrderListFilter) => ['orders', 'list', view] as const,
  /** A view narrowed by a search or filters, paged by cursor: under the lists, so changes refresh it. */
  search: (view: OrderListFilter, filters: object) => ['orders', 'list', view, 'search', filters] as const,
  /** The people an order can be given to. */
  people: ['orders', 'people'] as const,
  detail: (uuid: string) => ['orders', 'detail', uuid] as const,
  /** An order's audit trail: under its detail key, so it is refreshed with the order. */
  audit: (uuid: string) => ['orders', 'detail', uuid, 'audit'] as const,
  calendars: ['orders', 'calendar'] as const,
  calendar: (start: string, end: string) => ['orders', 'calendar', start, end] as const,
  /** A range's orders page by page (the calendar's days): under the calendars, so changes refresh them. */
  calendarPages: (start: string, end: string) => ['orders', 'calendar', 'pages', start, end] as const,
  /** The month's per-day summary: under the calendars, so order changes refresh it. */
  calendarDays: (start: string, end: string) => ['orders', 'calendar', 'days', start, end] as const,
  options: (uuid: string) => ['orders', 'options', uuid] as const,
  /** The open days and times of one order, for moving it. */
  availability: (uuid: string) => ['orders', 'availability', uuid] as const,
  disabledDates: (uuid: string, windowType: WindowType) =>
    ['orders', 'availability', uuid, 'disabled-dates', windowType] as const,
  timeslots: (uuid: string, windowType: WindowType, date: string) =>
    ['orders', 'availability', uuid, 'timeslots', windowType, date] as const,
};
