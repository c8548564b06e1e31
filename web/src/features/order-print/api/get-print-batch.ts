import type { PrintBatch } from '@contract/order-print';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

export function getPrintBatch(uuids: string[], signal?: AbortSignal): Promise<PrintBatch> {
  return apiRequest<PrintBatch>(`/api/orders/print?${new URLSearchParams({ uuids: uuids.join(',') })}`, {
    signal,
  });
}

/** Several orders for tickets or a card, in one request whatever their number. */
export const printBatchQuery = (uuids: string[]) =>
  queryOptions({
    queryKey: [...ordersKeys.all, 'print', uuids.join(',')] as const,
    queryFn: ({ signal }) => getPrintBatch(uuids, signal),
    // Always what the orders say now: a ticket printed after a change must show it.
    staleTime: 0,
    // The print page says what went wrong itself.
    meta: { errorToast: false },
    retry: false,
  });

export function usePrintBatch(uuids: string[]) {
  return useQuery({ ...printBatchQuery(uuids), enabled: uuids.length > 0 });
}
