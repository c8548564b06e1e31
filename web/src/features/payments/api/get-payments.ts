import type { Payment } from '@contract/payments';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type PaymentListParams, paymentsKeys } from './query-keys';

export const PAYMENTS_PAGE_SIZE = 50;

export interface PaymentPage {
  items: Payment[];
  count: number;
}

export function getPayments(
  params: PaymentListParams,
  offset: number,
  signal?: AbortSignal,
): Promise<PaymentPage> {
  const query = new URLSearchParams({ start: params.start, end: params.end });
  if (params.method) query.set('payment_method', params.method);
  if (params.status) query.set('status', params.status);
  query.set('limit', String(PAYMENTS_PAGE_SIZE));
  query.set('offset', String(offset));
  return apiRequest<PaymentPage>(`/api/payments?${query}`, { signal });
}

export const paymentsQuery = (params: PaymentListParams) =>
  infiniteQueryOptions({
    queryKey: paymentsKeys.list(params),
    queryFn: ({ pageParam, signal }) => getPayments(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.count ? loaded : undefined;
    },
    // The page says "Failed to fetch payments" itself.
    meta: { errorToast: false },
  });

export function usePayments(params: PaymentListParams) {
  return useInfiniteQuery({ ...paymentsQuery(params), placeholderData: keepPreviousData });
}
