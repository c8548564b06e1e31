import type { DiscountCode, DiscountCodeInput, DiscountCodePatch } from '@contract/discount-codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

const URL = '/api/discount-codes';

export const discountCodesQuery = queryOptions({
  queryKey: settingsKeys.discountCodes,
  queryFn: ({ signal }) => apiRequest<{ items: DiscountCode[]; count: number }>(URL, { signal }),
});

export function useDiscountCodes() {
  return useQuery(discountCodesQuery);
}

/** Makes a code, or changes one (with its id); the list is read again either way. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DiscountCodeInput | DiscountCodePatch }) =>
      id
        ? apiRequest<DiscountCode>(`${URL}/${id}`, { method: 'PATCH', body: input })
        : apiRequest<DiscountCode>(URL, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.discountCodes }),
    meta: { errorToast: false },
  });
}

/** Deletes a code never used; the server switches off one that was used instead. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<{ deactivated: boolean }>(`${URL}/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.discountCodes }),
  });
}
