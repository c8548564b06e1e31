import type { Category, CategoryInput } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export function createCategory(input: CategoryInput): Promise<Category> {
  return apiRequest<Category>('/api/categories', { method: 'POST', body: input });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.categories }),
    // The add form shows the server's message under its field.
    meta: { errorToast: false },
  });
}
