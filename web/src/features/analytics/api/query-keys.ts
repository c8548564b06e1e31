import type { DateRange } from '../../../lib/date-range';

/** Keys of the analytics feature's queries. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  range: (range: DateRange) => ['analytics', range] as const,
};
