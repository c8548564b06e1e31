import type { TaxClass, TaxClassInput, TaxClassPatch } from '@contract/tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { TAX_CLASSES_URL } from '../../../lib/tax-classes';
import { settingsKeys } from './query-keys';

/**
 * After a change of the rates: the list, the settings (the default's rate is theirs) and any order
 * on screen (drafts are priced again on the server) are read again.
 */
function useRatesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.taxClasses }),
      queryClient.invalidateQueries({ queryKey: settingsKeys.tax }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
}

/** Adds a rate, or changes one (with its id). */
export function useSaveTaxClass() {
  const changed = useRatesChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TaxClassInput | TaxClassPatch }) =>
      id
        ? apiRequest<TaxClass>(`${TAX_CLASSES_URL}/${id}`, { method: 'PUT', body: input })
        : apiRequest<TaxClass>(TAX_CLASSES_URL, { method: 'POST', body: input }),
    onSuccess: changed,
    meta: { errorToast: false },
  });
}

/** Removes a rate nothing uses; the server says what uses one that is in use. */
export function useDeleteTaxClass() {
  const changed = useRatesChanged();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`${TAX_CLASSES_URL}/${id}`, { method: 'DELETE' }),
    onSuccess: changed,
    meta: { errorToast: false },
  });
}
