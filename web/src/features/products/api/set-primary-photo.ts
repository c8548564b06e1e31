import type { Product } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productChanged } from './product-changed';

/** The primary photo is the one lists and the storefront show first. */
export function setPrimaryPhoto(id: string, photoId: string): Promise<Product> {
  return apiRequest<Product>(
    `/api/products/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}/set-primary`,
    { method: 'POST' },
  );
}

export function useSetPrimaryPhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => setPrimaryPhoto(id, photoId),
    onSuccess: (product) => productChanged(queryClient, product),
  });
}
