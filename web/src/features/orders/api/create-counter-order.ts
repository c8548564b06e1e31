import type { CounterOrderAnswer, CounterOrderInput } from '@contract/counter';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';

/**
 * What the counter screen sends; the server fills in the defaults (no overrides, not handed over,
 * and a walk-in served now without a name is called "Walk-in").
 */
export type CounterOrderRequest = Partial<CounterOrderInput> &
  Pick<CounterOrderInput, 'origin' | 'method' | 'price'>;

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
        queryClient.invalidateQueries({ queryKey: ordersKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ordersKeys.calendars }),
        queryClient.invalidateQueries({ queryKey: ['orders', 'counter-options'] }),
      ]),
    // The screen shows field errors and refused rules beside the fields.
    meta: { errorToast: false },
  });
}
