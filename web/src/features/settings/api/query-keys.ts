import type { WindowType } from '@contract/order-time';

/** Keys of the settings feature's queries; mutations invalidate by their prefixes. */
export const settingsKeys = {
  locations: ['settings', 'locations'] as const,
  zipcodes: (locationId: string) => ['settings', 'zipcodes', locationId] as const,
  orderTime: ['settings', 'order-time'] as const,
  /** Every preview; saving windows or the order form makes them all stale. */
  previews: ['settings', 'order-time-preview'] as const,
  preview: (windowType: WindowType, date: string) =>
    ['settings', 'order-time-preview', windowType, date] as const,
  orderForm: ['settings', 'order-form'] as const,
  tax: ['settings', 'tax'] as const,
  discountCodes: ['settings', 'discount-codes'] as const,
  texts: ['settings', 'texts'] as const,
};
