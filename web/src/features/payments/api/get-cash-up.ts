import type { CashUp } from '@contract/cash-up';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { paymentsKeys } from './query-keys';

export function getCashUp(date: string, signal?: AbortSignal): Promise<CashUp> {
  return apiRequest<CashUp>(`/api/payments/day?${new URLSearchParams({ date })}`, { signal });
}

export const cashUpQuery = (date: string) =>
  queryOptions({
    queryKey: paymentsKeys.day(date),
    queryFn: ({ signal }) => getCashUp(date, signal),
    // The page says what failed itself.
    meta: { errorToast: false },
  });

export const useCashUp = (date: string) => useQuery(cashUpQuery(date));
