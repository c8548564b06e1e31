import type { Flower, FlowerUpdateInput } from '@contract/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { stockKeys } from './query-keys';

/** Compare-and-set: a stale old_quantity answers 409 with the current quantity and changes nothing. */
export function updateFlower(id: string, input: FlowerUpdateInput): Promise<Flower> {
  return apiRequest<Flower>(`/api/flowers/${encodeURIComponent(id)}/update`, {
    method: 'POST',
    body: input,
  });
}

export interface CountChange {
  id: string;
  input: FlowerUpdateInput;
}

export type CountResult =
  | { id: string; ok: true; flower: Flower }
  | { id: string; ok: false; error: unknown };

/** Sends every changed count on its own, so one that changed meanwhile does not hold back the others. */
export async function saveCounts(changes: CountChange[]): Promise<CountResult[]> {
  const settled = await Promise.allSettled(changes.map((change) => updateFlower(change.id, change.input)));
  return settled.map((result, index) => {
    const id = changes[index]?.id ?? '';
    return result.status === 'fulfilled'
      ? { id, ok: true, flower: result.value }
      : { id, ok: false, error: result.reason };
  });
}

export function useSaveCounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCounts,
    // Saved or not, the counts tell the screen something changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
    // The count screen says per row what happened.
    meta: { errorToast: false },
  });
}
