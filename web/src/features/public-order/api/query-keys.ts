import type { WindowType } from '@contract/order-time';

/** Keys of the customer's order pages. */
export const publicOrderKeys = {
  order: (uuid: string) => ['public-order', uuid] as const,
  options: (uuid: string) => ['public-order', uuid, 'options'] as const,
  disabledDates: (uuid: string, windowType: WindowType) =>
    ['public-order', uuid, 'disabled-dates', windowType] as const,
  slots: (uuid: string, windowType: WindowType, date: string) =>
    ['public-order', uuid, 'slots', windowType, date] as const,
  addressSuggestions: (uuid: string, query: string) =>
    ['public-order', uuid, 'address-suggestions', query] as const,
};
