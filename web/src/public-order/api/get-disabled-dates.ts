import type { DisabledDates, WindowType } from '@contract/order-time';
import { publicRequest } from '../../lib/public-request';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** Closed weekdays and closed or full dates, and the first and last date the shop takes orders for. */
export function getDisabledDates(uuid: string, windowType: WindowType) {
  const params = new URLSearchParams({ window_type: windowType });
  return publicRequest<DisabledDates>(`/api/orders/${encodeURIComponent(uuid)}/disabled-dates?${params}`);
}

export function useDisabledDates(uuid: string, windowType: WindowType) {
  // Days fill up and lead times move with the clock.
  return useResource(
    publicOrderKeys.disabledDates(uuid, windowType),
    () => getDisabledDates(uuid, windowType),
    {
      staleMs: 60_000,
    },
  );
}
