import type { OrderReminder, OrderReminderInput } from '@contract/reminders';
import { publicRequest } from '../../lib/public-request';
import { setResource, useResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

const path = (uuid: string) => `/api/orders/${encodeURIComponent(uuid)}/reminder`;

/** Whether the customer asked to be reminded of the occasion next year (docs/decisions/065). */
export function useOrderReminder(uuid: string) {
  return useResource(publicOrderKeys.reminder(uuid), () => publicRequest<OrderReminder>(path(uuid)));
}

/** PUT /api/orders/{uuid}/reminder: the box ticked (with its occasion) or unticked. */
export async function saveOrderReminder(uuid: string, input: OrderReminderInput): Promise<OrderReminder> {
  const reminder = await publicRequest<OrderReminder>(path(uuid), { method: 'PUT', body: input });
  setResource(publicOrderKeys.reminder(uuid), reminder);
  return reminder;
}
