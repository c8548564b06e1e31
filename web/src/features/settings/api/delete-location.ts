import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function deleteLocation(id: string): Promise<void> {
  return apiRequest<void>(`/api/business/locations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Its zip codes go with it on the server, so their cached list goes too. */
export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: settingsKeys.zipcodes(id) });
      return queryClient.invalidateQueries({ queryKey: settingsKeys.locations });
    },
    // A conflict (open orders use the location) is shown in the confirm dialog.
    meta: { errorToast: false },
  });
}
