import type { TaxClass } from '@contract/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/*
 * The shop's tax rates (docs/decisions/046): the tax settings page changes them, the product form
 * and the sizes and add-ons choose among them.
 */

export const TAX_CLASSES_URL = '/api/business-settings/tax/classes';

export function getTaxClasses(signal?: AbortSignal) {
  return apiRequest<{ items: TaxClass[]; count: number }>(TAX_CLASSES_URL, { signal });
}

export const taxClassesQuery = queryOptions({
  queryKey: queryKeys.taxClasses,
  queryFn: ({ signal }) => getTaxClasses(signal),
  staleTime: 5 * 60_000,
  // A form that offers them says it could not load them; the rest of it still works.
  meta: { errorToast: false },
});

export function useTaxClasses() {
  return useQuery(taxClassesQuery);
}

/** "Reduced · 7 %": how a rate is named in a choice. */
export const taxClassLabel = (c: Pick<TaxClass, 'name' | 'rate'>) =>
  `${c.name} · ${c.rate.toLocaleString('en', { maximumFractionDigits: 3 })} %`;
