import type { Movement, StockMovementsInput } from '@contract/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stockKeys } from './query-keys';

/** POST /api/stock/: the rows of a wholesaler's file as purchases, all or none. */
export function applyUpload(input: StockMovementsInput) {
  return apiRequest<{ items: Movement[]; count: number }>('/api/stock/', { method: 'POST', body: input });
}

export function useApplyUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyUpload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
    // The page puts the server's messages on the rows they are about.
    meta: { errorToast: false },
  });
}
