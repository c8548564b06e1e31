import { businessUrlSchema } from '@contract/business';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useUrlAvailability } from '../api/check-url-availability';
import type { UrlAvailability } from './url-status';

/** Checks the address as the user types, once it has the right format and typing paused. */
export function useUrlAvailabilityStatus(rawUrl: string, currentUrl: string | undefined): UrlAvailability {
  const parsed = businessUrlSchema.safeParse(rawUrl);
  const url = parsed.success ? parsed.data : '';
  const debounced = useDebouncedValue(url, 400);
  const isCurrent = Boolean(currentUrl) && url === currentUrl;
  const query = useUrlAvailability(debounced, Boolean(debounced) && !isCurrent);

  if (!url) return 'idle';
  if (isCurrent) return 'current';
  if (debounced !== url || query.isFetching) return 'checking';
  if (query.data) return query.data.available ? 'available' : 'taken';
  return 'idle';
}
