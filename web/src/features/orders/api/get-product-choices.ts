import type { Product } from '@contract/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

export type ProductChoice = Pick<Product, 'id' | 'name' | 'price' | 'is_active' | 'kind'>;

/** The shop's products to start an order from: on sale first, then by name. */
export async function getProductChoices(signal?: AbortSignal): Promise<ProductChoice[]> {
  const page = await apiRequest<{ items: Product[] }>('/api/products?limit=200', { signal });
  return page.items
    .map(({ id, name, price, is_active, kind }) => ({ id, name, price, is_active, kind }))
    .sort((a, b) => Number(b.is_active) - Number(a.is_active) || a.name.localeCompare(b.name));
}

export const productChoicesQuery = queryOptions({
  queryKey: ordersKeys.productChoices,
  queryFn: ({ signal }) => getProductChoices(signal),
  staleTime: 60_000,
});

export const useProductChoices = () => useQuery(productChoicesQuery);
