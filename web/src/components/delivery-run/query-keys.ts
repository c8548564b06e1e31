import type { QueryClient } from '@tanstack/react-query';
import { ordersKeys } from '../../lib/orders/query-keys';

/** Keys of the delivery run: the day lists, and the people who may drive. */
export const deliveryKeys = {
  all: ['deliveries'] as const,
  day: (date: string, driver: string) => ['deliveries', 'day', date, driver] as const,
  drivers: ['deliveries', 'drivers'] as const,
};

/** After a step of the run: the order's page, the order lists and the day lists are out of date. */
export function invalidateRun(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['deliveries', 'day'] }),
  ]);
}
