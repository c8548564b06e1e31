import type { TextSettingsAnswer, TextSettingsInput } from '@contract/texts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

/** Which notices go by text, the cap and quiet hours (docs/decisions/066). */
export const textSettingsQuery = queryOptions({
  queryKey: settingsKeys.texts,
  queryFn: ({ signal }) => apiRequest<TextSettingsAnswer>('/api/business/texts', { signal }),
});

export function useTextSettings() {
  return useQuery(textSettingsQuery);
}

export function useUpdateTextSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TextSettingsInput) =>
      apiRequest<TextSettingsAnswer>('/api/business/texts', { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.texts, saved),
    meta: { errorToast: false },
  });
}
