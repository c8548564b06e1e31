import type { QueryClient } from '@tanstack/react-query';
import { customersKeys } from './query-keys';

/**
 * After an edit or a merge: every customer list, page and lookup, and the orders too, which show
 * the customer's note and, after a merge, belong to another record.
 */
export function invalidateCustomers(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customersKeys.all }),
    // The orders feature's prefix (features do not import each other; settings does the same).
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
  ]);
}
