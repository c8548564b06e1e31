/**
 * Under 'customers', the customers feature's prefix: an edit or a merge there refreshes what an
 * order form looked up.
 */
export const customerLookupKeys = {
  lookup: (q: string) => ['customers', 'lookup', q] as const,
  recipients: (id: string) => ['customers', 'recipients', id] as const,
};
