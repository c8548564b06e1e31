import type { DeliveryZipcode, ZipcodeInput } from '@contract/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function createZipcode({
  locationId,
  input,
}: {
  locationId: string;
  input: ZipcodeInput;
}): Promise<DeliveryZipcode> {
  return apiRequest<DeliveryZipcode>(`/api/business/zipcodes/${encodeURIComponent(locationId)}/`, {
    method: 'POST',
    body: input,
  });
}

export function useCreateZipcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createZipcode,
    onSuccess: (_zipcode, { locationId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.zipcodes(locationId) }),
        // Each location counts its zip codes.
        queryClient.invalidateQueries({ queryKey: settingsKeys.locations }),
      ]),
    // A zip code another location serves is a field error of the add form.
    meta: { errorToast: false },
  });
}
