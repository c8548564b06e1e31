import type { QueryClient } from '@tanstack/react-query';
import { ordersKeys } from '../../../lib/orders/query-keys';

/** After a change to one order: its details, the list views and the calendar are out of date. */
export function invalidateOrder(queryClient: QueryClient, uuid: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.detail(uuid) }),
    queryClient.invalidateQueries({ queryKey: ordersKeys.lists }),
    queryClient.invalidateQueries({ queryKey: ordersKeys.calendars }),
  ]);
}
