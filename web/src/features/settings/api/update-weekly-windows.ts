import type { OrderTime, WeeklyWindows, WeeklyWindowsInput } from '@contract/order-time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsKeys } from './query-keys';

export function updateWeeklyWindows(input: WeeklyWindowsInput): Promise<WeeklyWindows> {
  return apiRequest<WeeklyWindows>('/api/business/order-time/weekly', { method: 'PUT', body: input });
}

export function useUpdateWeeklyWindows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWeeklyWindows,
    onSuccess: (saved, input) => {
      queryClient.setQueryData<OrderTime>(settingsKeys.orderTime, (current) =>
        current ? { ...current, [input.window_type]: saved } : current,
      );
      return queryClient.invalidateQueries({ queryKey: settingsKeys.previews });
    },
    // Errors are shown at the window they belong to.
    meta: { errorToast: false },
  });
}
