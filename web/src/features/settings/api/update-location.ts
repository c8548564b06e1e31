import type { Location, LocationInput } from '@contract/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function updateLocation({ id, input }: { id: string; input: LocationInput }): Promise<Location> {
  return apiRequest<Location>(`/api/business/locations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.locations }),
    meta: { errorToast: false },
  });
}
