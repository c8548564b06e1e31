/** Keys of queries that more than one feature reads or invalidates. */
export const queryKeys = {
  userInfo: ['users', 'info'] as const,
  business: ['business'] as const,
  /** The shop's legal details: settings change them, receipts print them. */
  legalDetails: ['business', 'legal'] as const,
  // Under 'products' so that a product change refreshes it too, as it did when products owned it.
  pickupLocations: ['products', 'locations'] as const,
  /** The shop's tax rates: the tax settings change them, products and add-ons choose among them. */
  taxClasses: ['settings', 'tax-classes'] as const,
};
