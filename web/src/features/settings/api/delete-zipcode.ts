import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function deleteZipcode({ locationId, zipId }: { locationId: string; zipId: string }): Promise<void> {
  return apiRequest<void>(
    `/api/business/zipcodes/${encodeURIComponent(locationId)}/${encodeURIComponent(zipId)}`,
    { method: 'DELETE' },
  );
}

export function useDeleteZipcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteZipcode,
    onSuccess: (_result, { locationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.zipcodes(locationId) }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.locations }),
      ]),
  });
}
