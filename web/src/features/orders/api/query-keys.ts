import type { OrderListFilter } from '@contract/orders';

/** Keys of the orders feature's queries; mutations invalidate by their prefixes. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (view: OrderListFilter) => ['orders', 'list', view] as const,
  detail: (uuid: string) => ['orders', 'detail', uuid] as const,
  calendars: ['orders', 'calendar'] as const,
  calendar: (start: string, end: string) => ['orders', 'calendar', start, end] as const,
  options: (uuid: string) => ['orders', 'options', uuid] as const,
};
