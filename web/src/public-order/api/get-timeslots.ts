import type { WindowType } from '@contract/order-time';
import { apiRequest } from '../../lib/api-client';
import { useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** The windows still open on `date`: ["09:00-12:00", …]. */
export function getTimeslots(uuid: string, windowType: WindowType, date: string) {
  const params = new URLSearchParams({ date, window_type: windowType });
  return apiRequest<string[]>(`/api/orders/${encodeURIComponent(uuid)}/timeslots?${params}`, { auth: false });
}

/** Waits while no date is chosen. */
export function useTimeslots(uuid: string, windowType: WindowType, date: string | null) {
  return useResource(
    date === null ? null : publicOrderKeys.slots(uuid, windowType, date),
    () => getTimeslots(uuid, windowType, date ?? ''),
    { staleMs: 60_000 },
  );
}
