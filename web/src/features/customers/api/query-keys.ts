import type { CustomerSort } from '@contract/customers';

/** What the list asks for; a blank search is left out of the request. */
export interface CustomerListParams {
  page: number;
  sortBy: CustomerSort;
  sortOrder: 'asc' | 'desc';
  search: string;
}

/** Keys of the customers feature's queries. */
export const customersKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (params: CustomerListParams) => ['customers', 'list', params] as const,
  orders: (id: string) => ['customers', 'orders', id] as const,
  reminders: (id: string) => ['customers', 'reminders', id] as const,
};
