import type { ProductOption, ProductOptionInput, ProductOptionPatch } from '@contract/product-lines';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsKeys } from './query-keys';

/** The shop's add-ons (GET /api/product-options), in the shop's order. */
export const productOptionsQuery = queryOptions({
  queryKey: productsKeys.options,
  queryFn: ({ signal }) =>
    apiRequest<{ items: ProductOption[]; count: number }>('/api/product-options', { signal }),
  select: (data) => data.items,
  staleTime: 5 * 60_000,
});

export const useProductOptions = () => useQuery(productOptionsQuery);

/** After any change: the add-ons, and the products that show which they offer. */
function useOptionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsKeys.all }),
    meta: { errorToast: false },
  });
}

/** Without a tax rate of its own, an add-on is at the shop's default. */
type NewOption = Omit<ProductOptionInput, 'tax_class_id'> & { tax_class_id?: string | null };

export const useCreateOption = () =>
  useOptionMutation((input: NewOption) =>
    apiRequest<ProductOption>('/api/product-options', { method: 'POST', body: input }),
  );

export const useUpdateOption = () =>
  useOptionMutation(({ id, patch }: { id: string; patch: ProductOptionPatch }) =>
    apiRequest<ProductOption>(`/api/product-options/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  );

export const useDeleteOption = () =>
  useOptionMutation((id: string) =>
    apiRequest(`/api/product-options/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
