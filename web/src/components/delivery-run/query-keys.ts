import type { QueryClient } from '@tanstack/react-query';

/** Keys of the delivery run: the day lists, and the people who may drive. */
export const deliveryKeys = {
  all: ['deliveries'] as const,
  day: (date: string, driver: string) => ['deliveries', 'day', date, driver] as const,
  drivers: ['deliveries', 'drivers'] as const,
};

/**
 * After a step of the run: the order's page, the order lists and the day lists are out of date.
 * The orders feature's keys all start with 'orders'.
 */
export function invalidateRun(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['orders'] }),
    queryClient.invalidateQueries({ queryKey: ['deliveries', 'day'] }),
  ]);
}
