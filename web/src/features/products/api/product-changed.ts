import type { Product } from '@contract/products';
import type { QueryClient } from '@tanstack/react-query';
import { productsKeys } from './query-keys';

/**
 * After the server answered a changed product: the edit page shows the answer at once, the lists (card,
 * thumbnail, badges) and the categories' product counts are out of date.
 */
export function productChanged(queryClient: QueryClient, product: Product) {
  queryClient.setQueryData(productsKeys.detail(product.id), product);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productsKeys.lists }),
    queryClient.invalidateQueries({ queryKey: productsKeys.categories }),
  ]);
}
