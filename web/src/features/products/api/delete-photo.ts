import type { Product } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productChanged } from './product-changed';

export function deletePhoto(id: string, photoId: string): Promise<Product> {
  return apiRequest<Product>(
    `/api/products/${encodeURIComponent(id)}/photos/${encodeURIComponent(photoId)}`,
    { method: 'DELETE' },
  );
}

export function useDeletePhoto(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deletePhoto(id, photoId),
    onSuccess: (product) => productChanged(queryClient, product),
    // The confirmation dialog shows why it failed.
    meta: { errorToast: false },
  });
}
