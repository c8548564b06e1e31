import { type CustomerSort, customerSorts } from '@contract/customers';
import type { CustomerListParams } from '../api/query-keys';

/** The defaults of docs/product.md (Customers); the URL leaves out whatever equals them. */
export const DEFAULT_PARAMS: CustomerListParams = {
  page: 1,
  sortBy: 'last_order_date',
  sortOrder: 'desc',
  search: '',
};

export const SORT_LABELS: Record<CustomerSort, string> = {
  last_order_date: 'Last order',
  first_order_date: 'First order',
  name: 'Name',
  order_count: 'Orders',
  total_spent: 'Spent',
};

const isSort = (value: string | null): value is CustomerSort => customerSorts.some((sort) => sort === value);

/** Reads the list's state from the URL; anything unknown falls back to the default. */
export function parseCustomerParams(params: URLSearchParams): CustomerListParams {
  const page = Number(params.get('page'));
  const sortBy = params.get('sort_by');
  const sortOrder = params.get('sort_order');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_PARAMS.page,
    sortBy: isSort(sortBy) ? sortBy : DEFAULT_PARAMS.sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : DEFAULT_PARAMS.sortOrder,
    search: (params.get('search') ?? '').trim(),
  };
}

/** The list's state as URL query, without the defaults, so a plain /intern/customers stays plain. */
export function customerSearchParams(state: CustomerListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.page !== DEFAULT_PARAMS.page) params.set('page', String(state.page));
  if (state.sortBy !== DEFAULT_PARAMS.sortBy) params.set('sort_by', state.sortBy);
  if (state.sortOrder !== DEFAULT_PARAMS.sortOrder) params.set('sort_order', state.sortOrder);
  if (state.search) params.set('search', state.search);
  return params;
}

export const customerOrdersPath = (id: string) => `/intern/customers/orders?id=${encodeURIComponent(id)}`;
