import type { Flower, FlowerInput } from '@contract/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stockKeys } from './query-keys';

export function createFlower(input: FlowerInput): Promise<Flower> {
  return apiRequest<Flower>('/api/flowers', { method: 'POST', body: input });
}

export function useCreateFlower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFlower,
    // Stems on hand at the start are a first count in the history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
    // The form shows a taken name or a wrong number beside its field.
    meta: { errorToast: false },
  });
}
