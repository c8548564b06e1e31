import type { WindowType } from '@contract/order-time';

/** Keys of the customer's order pages' answers (resource-cache.ts); no key is the start of another. */
export const publicOrderKeys = {
  order: (uuid: string) => `public-order/${uuid}/order`,
  options: (uuid: string) => `public-order/${uuid}/options`,
  documents: (uuid: string) => `public-order/${uuid}/documents`,
  reminder: (uuid: string) => `public-order/${uuid}/reminder`,
  texts: (uuid: string) => `public-order/${uuid}/texts`,
  /** Every window type's closed days, for invalidating them at once. */
  allDisabledDates: (uuid: string) => `public-order/${uuid}/disabled-dates/`,
  disabledDates: (uuid: string, windowType: WindowType) =>
    `public-order/${uuid}/disabled-dates/${windowType}`,
  slots: (uuid: string, windowType: WindowType, date: string) =>
    `public-order/${uuid}/slots/${windowType}/${date}`,
  addressSuggestions: (uuid: string, query: string) =>
    `public-order/${uuid}/address-suggestions/${encodeURIComponent(query)}`,
};
