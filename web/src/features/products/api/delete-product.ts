import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export function deleteProduct(id: string): Promise<{ ok: true }> {
  return apiRequest(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProduct(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: productsKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productsKeys.lists }),
        queryClient.invalidateQueries({ queryKey: productsKeys.categories }),
      ]);
    },
    // The confirmation dialog shows why it failed.
    meta: { errorToast: false },
  });
}
