import { type DiscountCodeCheck, normalizeCode } from '@contract/discount-codes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/*
 * GET /api/discount-codes/check: a code staff type, checked without applying it, so the editor's
 * live total shows its discount before the order is sent. The server applies it when it is sent.
 */

export const discountCheckQuery = (code: string) =>
  queryOptions({
    queryKey: ['discount-codes', 'check', code],
    queryFn: () =>
      apiRequest<DiscountCodeCheck>(`/api/discount-codes/check?code=${encodeURIComponent(code)}`),
    enabled: code.length > 0,
    staleTime: 60_000,
    // A code not found is an answer, not a failure to retry.
    retry: false,
    meta: { errorToast: false },
  });

export type DiscountPreview =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'applies'; rule: DiscountCodeCheck }
  | { state: 'refused'; message: string };

/** The code as typed, checked once typing pauses: whether its discount can be shown, or why not. */
export function useDiscountPreview(typed: string): DiscountPreview {
  const normalized = normalizeCode(typed);
  const code = useDebouncedValue(normalized, 400);
  const query = useQuery(discountCheckQuery(code));
  if (!normalized) return { state: 'none' };
  if (code !== normalized) return { state: 'checking' };
  if (query.data) {
    return query.data.message
      ? { state: 'refused', message: query.data.message }
      : { state: 'applies', rule: query.data };
  }
  if (isApiError(query.error) && query.error.status === 404) {
    return { state: 'refused', message: query.error.message };
  }
  // Any other failure leaves the total without the discount; the server decides when it is sent.
  return query.isPending ? { state: 'checking' } : { state: 'none' };
}
