import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export function deleteCategory(id: string): Promise<{ ok: true }> {
  return apiRequest(`/api/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Its products move to "no category" on the server, so every cached product is out of date. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
    // The confirmation dialog shows why it failed.
    meta: { errorToast: false },
  });
}
