import type { Location, LocationInput } from '@contract/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function createLocation(input: LocationInput): Promise<Location> {
  return apiRequest<Location>('/api/business/locations/', { method: 'POST', body: input });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.locations }),
    // The form shows field errors beside the fields.
    meta: { errorToast: false },
  });
}
