import type { Movement, StockMovementsInput } from '@contract/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stockKeys } from './query-keys';

export function recordMovements(input: StockMovementsInput) {
  return apiRequest<{ items: Movement[]; count: number }>('/api/stock/', { method: 'POST', body: input });
}

/** A purchase or waste of one or more flowers; new names in a purchase become flowers. */
export function useRecordMovements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMovements,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
    // The dialog shows the server's messages beside the rows they are about.
    meta: { errorToast: false },
  });
}
