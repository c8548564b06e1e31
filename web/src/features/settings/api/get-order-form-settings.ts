import type { OrderFormSettings } from '@contract/order-form';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function getOrderFormSettings(signal?: AbortSignal): Promise<OrderFormSettings> {
  return apiRequest<OrderFormSettings>('/api/business-settings/order-form', { signal });
}

export const orderFormSettingsQuery = queryOptions({
  queryKey: settingsKeys.orderForm,
  queryFn: ({ signal }) => getOrderFormSettings(signal),
});

export function useOrderFormSettings() {
  return useQuery(orderFormSettingsQuery);
}
