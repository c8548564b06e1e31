import type { Product } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productChanged } from './product-changed';
import { productsKeys } from './query-keys';
import { updateProduct } from './update-product';

/** Photos in the given order, with positions to match. */
const reordered = (product: Product, order: string[]): Product => ({
  ...product,
  photos: order.flatMap((id, position) => {
    const photo = product.photos.find((item) => item.id === id);
    return photo ? [{ ...photo, position }] : [];
  }),
});

/**
 * PATCH photo_order with every photo id. The grid moves at once (each click is a small step, and
 * waiting for the server between steps would make the arrows feel stuck); a refusal puts it back.
 */
export function useReorderPhotos(id: string) {
  const queryClient = useQueryClient();
  const key = productsKeys.detail(id);
  return useMutation({
    mutationFn: (order: string[]) => updateProduct(id, { photo_order: order }),
    // Quick clicks are sent one after another, so the server ends with the last order shown.
    scope: { id: `product-photo-order:${id}` },
    onMutate: async (order) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Product>(key);
      if (before) queryClient.setQueryData(key, reordered(before, order));
      return { before };
    },
    onError: (_error, _order, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
