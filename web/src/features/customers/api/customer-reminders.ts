import type { CustomerReminder } from '@contract/reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customersKeys } from './query-keys';

const path = (customerId: string) => `/api/customers/${encodeURIComponent(customerId)}/reminders`;

export const customerRemindersQuery = (customerId: string) =>
  queryOptions({
    queryKey: customersKeys.reminders(customerId),
    queryFn: ({ signal }) => apiRequest<{ items: CustomerReminder[] }>(path(customerId), { signal }),
  });

/** The customer's occasion reminders (docs/decisions/065). */
export function useCustomerReminders(customerId: string) {
  return useQuery(customerRemindersQuery(customerId));
}

/** PATCH …/reminders/{id}: staff switch one off; only the customer switches one on. */
export function useStopReminder(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminderId: string) =>
      apiRequest<CustomerReminder>(`${path(customerId)}/${encodeURIComponent(reminderId)}`, {
        method: 'PATCH',
        body: { active: false },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customersKeys.reminders(customerId) }),
  });
}
