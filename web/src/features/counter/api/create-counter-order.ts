import type { CounterOrderAnswer, CounterOrderInput } from '@contract/counter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * What the counter screen sends; the server fills in the defaults (no overrides, not handed over).
 * A walk-in served now may stay nameless, so the name is not always sent.
 */
export type CounterOrderRequest = Partial<CounterOrderInput> & Pick<CounterOrderInput, 'origin' | 'method'>;

/**
 * POST /api/orders/counter: a whole order at once, already submitted (and paid, when paid). The
 * answer carries the codes of gift cards it sold that could not be e-mailed, this once.
 */
export function createCounterOrder(input: CounterOrderRequest): Promise<CounterOrderAnswer> {
  return apiRequest<CounterOrderAnswer>('/api/orders/counter', { method: 'POST', body: input });
}

export function useCreateCounterOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCounterOrder,
    onSuccess: () =>
      Promise.all([
        // Every list and calendar of orders, and the windows the new order may have filled.
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]),
    // The screen shows field errors and refused rules beside the fields.
    meta: { errorToast: false },
  });
}
