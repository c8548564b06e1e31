import type { Category, CategoryInput } from '@contract/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

export function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  return apiRequest<Category>(`/api/categories/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export interface CategoryChange {
  id: string;
  input: CategoryInput;
}

type CategoryList = { items: Category[]; count: number };

/**
 * Renames a category or moves it; moving sends every category whose position changes. The list
 * changes at once so the arrows keep up with the clicks; a refusal puts it back (and is toasted).
 */
export function useUpdateCategories() {
  const queryClient = useQueryClient();
  const key = productsKeys.categories;
  return useMutation({
    mutationFn: (changes: CategoryChange[]) =>
      Promise.all(changes.map((change) => updateCategory(change.id, change.input))),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CategoryList>(key);
      if (before) {
        const byId = new Map(changes.map((change) => [change.id, change.input]));
        queryClient.setQueryData<CategoryList>(key, {
          ...before,
          items: before.items.map((item) => {
            const input = byId.get(item.id);
            return input ? { ...item, name: input.name, position: input.position ?? item.position } : item;
          }),
        });
      }
      return { before };
    },
    onError: (_error, _changes, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
