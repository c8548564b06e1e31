/** Keys of queries that more than one feature reads or invalidates. */
export const queryKeys = {
  userInfo: ['users', 'info'] as const,
  business: ['business'] as const,
};
