import type { Product } from '@contract/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: productsKeys.detail(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // The edit page explains a missing product itself.
    meta: { errorToast: false },
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
