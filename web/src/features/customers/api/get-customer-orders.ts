import type { Customer } from '@contract/customers';
import type { OrderListItem } from '@contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customersKeys } from './query-keys';

export interface CustomerOrders {
  items: OrderListItem[];
  count: number;
  customer: Customer;
}

export function getCustomerOrders(id: string, signal?: AbortSignal): Promise<CustomerOrders> {
  return apiRequest<CustomerOrders>(`/api/customers/${encodeURIComponent(id)}/orders`, { signal });
}

export const customerOrdersQuery = (id: string) =>
  queryOptions({
    queryKey: customersKeys.orders(id),
    queryFn: ({ signal }) => getCustomerOrders(id, signal),
    // The page says "not found" or "Failed to fetch" itself.
    meta: { errorToast: false },
  });

export function useCustomerOrders(id: string | null) {
  return useQuery({ ...customerOrdersQuery(id ?? ''), enabled: Boolean(id) });
}
