import type { CustomerPage } from '@contract/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type CustomerListParams, customersKeys } from './query-keys';

/** docs/product.md, Customers: 20 customers a page. */
export const CUSTOMERS_PAGE_SIZE = 20;

export function getCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<CustomerPage> {
  const query = new URLSearchParams({
    page: String(params.page),
    page_size: String(CUSTOMERS_PAGE_SIZE),
    sort_by: params.sortBy,
    sort_order: params.sortOrder,
  });
  const search = params.search.trim();
  if (search) query.set('search', search);
  return apiRequest<CustomerPage>(`/api/customers/?${query}`, { signal });
}

export const customersQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customersKeys.list(params),
    queryFn: ({ signal }) => getCustomers(params, signal),
    // The page says "Failed to fetch customers" itself.
    meta: { errorToast: false },
  });

export function useCustomers(params: CustomerListParams) {
  // The previous page stays on screen while the next one loads, so the list does not flash.
  return useQuery({ ...customersQuery(params), placeholderData: keepPreviousData });
}
