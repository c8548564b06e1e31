import type {
  PushDevicesAnswer,
  PushKind,
  PushSubscriptionAnswer,
  PushSubscriptionInput,
} from '@contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** Keys of the notification queries: this person's devices, and one device's choices by its address. */
export const pushKeys = {
  all: ['push'] as const,
  devices: ['push', 'devices'] as const,
  device: (endpoint: string) => ['push', 'device', endpoint] as const,
};

export const getPushPublicKey = () =>
  apiRequest<{ public_key: string }>('/api/push/public-key').then((answer) => answer.public_key);

export const savePushSubscription = (input: PushSubscriptionInput) =>
  apiRequest<void>('/api/push/subscriptions', { method: 'PUT', body: input });

/** Forgets a device; one the server no longer knows (dropped after the push service ended it) is gone already. */
export const deletePushSubscription = (endpoint: string) =>
  apiRequest<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint } }).catch(
    (error: unknown) => {
      if (!isApiError(error) || error.status !== 404) throw error;
    },
  );

/** This device's choices, or null when the server does not send to it. */
export function useDeviceChoices(endpoint: string | null) {
  return useQuery({
    queryKey: pushKeys.device(endpoint ?? ''),
    enabled: endpoint !== null,
    queryFn: ({ signal }) =>
      apiRequest<PushSubscriptionAnswer>(
        `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint ?? '')}`,
        { signal },
      ).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
  });
}

export function usePushDevices() {
  return useQuery({
    queryKey: pushKeys.devices,
    queryFn: ({ signal }) => apiRequest<PushDevicesAnswer>('/api/push/devices', { signal }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePushSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.all }),
  });
}

export type DeviceChoices = { kinds: PushKind[]; quiet_hours: { start: string; end: string } | null };
