import type { Product } from '@contract/products';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ProductFilters, productsKeys } from './query-keys';

/** Cards per request; "Load more" asks for the next ones. */
export const PRODUCTS_PAGE_SIZE = 24;

export interface ProductList {
  items: Product[];
  count: number;
}

export function getProducts(filters: ProductFilters, offset: number, signal?: AbortSignal) {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category !== 'all') params.set('category_id', filters.category);
  params.set('limit', String(PRODUCTS_PAGE_SIZE));
  params.set('offset', String(offset));
  return apiRequest<ProductList>(`/api/products?${params}`, { signal });
}

export const productsQuery = (filters: ProductFilters) =>
  infiniteQueryOptions({
    queryKey: productsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // An empty page means the list shrank meanwhile: stop rather than ask forever.
      return loaded < last.count && last.items.length > 0 ? loaded : undefined;
    },
    // The page says "Failed to fetch products" itself.
    meta: { errorToast: false },
  });

export function useProducts(filters: ProductFilters) {
  // The previous results stay on screen while a new search loads, so the grid does not flash.
  return useInfiniteQuery({ ...productsQuery(filters), placeholderData: keepPreviousData });
}
