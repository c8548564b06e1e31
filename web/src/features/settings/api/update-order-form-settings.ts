import type { OrderFormSettings, OrderFormSettingsInput } from '@contract/order-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function updateOrderFormSettings(input: OrderFormSettingsInput): Promise<OrderFormSettings> {
  return apiRequest<OrderFormSettings>('/api/business-settings/order-form', { method: 'PUT', body: input });
}

export function useUpdateOrderFormSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderFormSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.orderForm, saved);
      // Lead time, cut-off and days ahead change what customers are offered.
      return queryClient.invalidateQueries({ queryKey: settingsKeys.previews });
    },
    meta: { errorToast: false },
  });
}
