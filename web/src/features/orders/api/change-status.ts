import type { InternOrder, OrderListItem, OrderStatus } from '@contract/orders';
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { errorToastMessage } from '../../../lib/error-toast';
import { orderLabel } from '../../../lib/order-number';
import { ordersKeys } from '../../../lib/orders/query-keys';
import { invalidateOrder } from './invalidate-order';

export function changeStatus(uuid: string, status: OrderStatus): Promise<{ ok: true }> {
  return apiRequest(`/api/orders/${encodeURIComponent(uuid)}/status`, { method: 'POST', body: { status } });
}

/** What the lists keep: a plain view `{items}` or a searched view's pages `{pages: [{items}]}`. */
type ListData = { items: OrderListItem[] } | { pages: { items: OrderListItem[] }[] };

function withStatus<T>(data: T, uuid: string, status: OrderStatus): T {
  if (!data || typeof data !== 'object') return data;
  const move = (items: OrderListItem[]) =>
    items.map((item) => (item.uuid === uuid ? { ...item, order_status: status } : item));
  const list = data as unknown as ListData;
  if ('items' in list && Array.isArray(list.items)) return { ...data, items: move(list.items) };
  if ('pages' in list && Array.isArray(list.pages)) {
    return { ...data, pages: list.pages.map((page) => ({ ...page, items: move(page.items) })) };
  }
  return data;
}

/** Shows the new status at once, in the order's page and in every list that holds it. */
async function showMove(queryClient: QueryClient, uuid: string, status: OrderStatus) {
  const detail = { queryKey: ordersKeys.detail(uuid), exact: true };
  const lists = { queryKey: ordersKeys.lists };
  // A refetch landing after this would draw the old status over the new one.
  await Promise.all([queryClient.cancelQueries(detail), queryClient.cancelQueries(lists)]);
  const before: [QueryKey, unknown][] = [
    ...queryClient.getQueriesData(detail),
    ...queryClient.getQueriesData(lists),
  ];
  queryClient.setQueryData<InternOrder>(ordersKeys.detail(uuid), (order) =>
    order ? { ...order, order_status: status } : order,
  );
  queryClient.setQueriesData(lists, (data: unknown) => withStatus(data, uuid, status));
  return before;
}

/**
 * A status change is drawn before the server answers, so a florist with wet hands sees the tap
 * land; if the server refuses (someone else moved the order, the connection dropped), the old
 * status comes back and a toast says why.
 */
export interface StatusMove {
  order: { uuid: string; number: number };
  status: OrderStatus;
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: StatusMove) => changeStatus(order.uuid, status),
    onMutate: ({ order, status }) => showMove(queryClient, order.uuid, status),
    onError: (failure, { order }, before) => {
      for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
      const why =
        isApiError(failure) && failure.code === 'CONFLICT' ? failure.message : errorToastMessage(failure);
      toast.error(`Order ${orderLabel(order.number)} was not changed`, { description: why });
    },
    // Either way the server's state is the truth: refused means someone else moved the order. Not
    // awaited: the status is already drawn, so the buttons need not wait for the refetch.
    onSettled: (_answer, _failure, { order }) => {
      void invalidateOrder(queryClient, order.uuid);
    },
    // The toast above replaces the generic one.
    meta: { errorToast: false },
  });
}
