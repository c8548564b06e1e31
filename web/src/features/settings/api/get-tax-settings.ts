import type { TaxSettings } from '@contract/tax';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function getTaxSettings(signal?: AbortSignal): Promise<TaxSettings> {
  return apiRequest<TaxSettings>('/api/business-settings/tax', { signal });
}

export const taxSettingsQuery = queryOptions({
  queryKey: settingsKeys.tax,
  queryFn: ({ signal }) => getTaxSettings(signal),
});

export function useTaxSettings() {
  return useQuery(taxSettingsQuery);
}
