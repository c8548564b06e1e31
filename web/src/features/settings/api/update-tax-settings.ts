import type { TaxSettings, TaxSettingsInput } from '@contract/tax';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { settingsKeys } from './query-keys';

export function updateTaxSettings(input: TaxSettingsInput): Promise<TaxSettings> {
  return apiRequest<TaxSettings>('/api/business-settings/tax', { method: 'PUT', body: input });
}

export function useUpdateTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaxSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.tax, saved);
      // The rate is the default rate's; drafts are priced again on the server, so any order on
      // screen may show other figures now.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.taxClasses }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
      ]);
    },
    meta: { errorToast: false },
  });
}
