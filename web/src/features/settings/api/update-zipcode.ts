import type { DeliveryZipcode, ZipcodeInput } from '@contract/delivery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function updateZipcode({
  locationId,
  zipId,
  input,
}: {
  locationId: string;
  zipId: string;
  input: ZipcodeInput;
}): Promise<DeliveryZipcode> {
  return apiRequest<DeliveryZipcode>(
    `/api/business/zipcodes/${encodeURIComponent(locationId)}/${encodeURIComponent(zipId)}`,
    { method: 'PUT', body: input },
  );
}

export function useUpdateZipcode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateZipcode,
    onSuccess: (_zipcode, { locationId }) =>
      queryClient.invalidateQueries({ queryKey: settingsKeys.zipcodes(locationId) }),
    meta: { errorToast: false },
  });
}
