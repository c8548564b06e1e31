import type { WindowType } from '@contract/order-time';
import { publicRequest } from '../../lib/public-request';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** The windows still open on `date`: ["09:00-12:00", …]. */
export function getTimeslots(uuid: string, windowType: WindowType, date: string) {
  const params = new URLSearchParams({ date, window_type: windowType });
  return publicRequest<string[]>(`/api/orders/${encodeURIComponent(uuid)}/timeslots?${params}`);
}

/** Waits while no date is chosen. */
export function useTimeslots(uuid: string, windowType: WindowType, date: string | null) {
  return useResource(
    date === null ? null : publicOrderKeys.slots(uuid, windowType, date),
    () => getTimeslots(uuid, windowType, date ?? ''),
    { staleMs: 60_000 },
  );
}
