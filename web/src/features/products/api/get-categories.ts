import type { Category } from '@contract/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export function getCategories(signal?: AbortSignal) {
  return apiRequest<{ items: Category[]; count: number }>('/api/categories', { signal });
}

/** In the shop's order (position), whatever order the server answers in. */
export const categoriesQuery = queryOptions({
  queryKey: productsKeys.categories,
  queryFn: ({ signal }) => getCategories(signal),
  select: (data) => [...data.items].sort((a, b) => a.position - b.position || a.name.localeCompare(b.name)),
  staleTime: 5 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
