import { businessUrlSchema } from '@contract/business';
import { useUrlAvailability } from '../../lib/url-availability';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { UrlAvailability } from './url-status';

/** Checks the address as the user types, once it has the right format and typing paused. */
export function useUrlAvailabilityStatus(rawUrl: string, currentUrl: string | undefined): UrlAvailability {
  const parsed = businessUrlSchema.safeParse(rawUrl);
  const url = parsed.success ? parsed.data : '';
  const debounced = useDebouncedValue(url, 400);
  const isCurrent = Boolean(currentUrl) && url === currentUrl;
  // The shop's own address is its own; no need to ask, also not while the debounce catches up.
  const query = useUrlAvailability(debounced, Boolean(debounced) && !isCurrent && debounced !== currentUrl);

  if (!url) return 'idle';
  if (isCurrent) return 'current';
  if (debounced !== url || query.isFetching) return 'checking';
  if (query.data) return query.data.available ? 'available' : 'taken';
  return 'idle';
}
