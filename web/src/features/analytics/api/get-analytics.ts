import type { Analytics } from '@contract/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/date-range';
import { analyticsKeys } from './query-keys';

export function getAnalytics(range: DateRange, signal?: AbortSignal): Promise<Analytics> {
  const query = new URLSearchParams({ start: range.start, end: range.end });
  return apiRequest<Analytics>(`/api/analytics?${query}`, { signal });
}

export const analyticsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: analyticsKeys.range({ start: range.start, end: range.end }),
    queryFn: ({ signal }) => getAnalytics(range, signal),
    // The page says "Failed to fetch analytics" itself.
    meta: { errorToast: false },
  });

export function useAnalytics(range: DateRange) {
  // The previous range's numbers stay on screen, dimmed, while the next ones load.
  return useQuery({ ...analyticsQuery(range), placeholderData: keepPreviousData });
}
