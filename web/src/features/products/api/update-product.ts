import type { Product, ProductPatch } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productChanged } from './product-changed';

/** PATCH /api/products/{id} as JSON with only the fields that change. */
export function updateProduct(id: string, patch: ProductPatch): Promise<Product> {
  return apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProductPatch) => updateProduct(id, patch),
    onSuccess: (product) => productChanged(queryClient, product),
    // The form shows the server's field errors beside the fields.
    meta: { errorToast: false },
  });
}
