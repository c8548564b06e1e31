import type { PublicOrder } from '@contract/orders';
import { publicRequest } from '../../lib/public-request';
import { invalidateResources, setResource } from '../resource-cache';
import { publicOrderKeys } from './query-keys';

/** The customer's answers as the form fields the server reads; blank fields are left out. */
export type OrderSubmission = Partial<Record<string, string>>;

/** POST /api/orders/{uuid} as form data (docs/product.md, Calls and forms). */
export function submitOrder(uuid: string, fields: OrderSubmission): Promise<PublicOrder> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') body.set(name, value);
  }
  return publicRequest<PublicOrder>(`/api/orders/${encodeURIComponent(uuid)}`, {
    method: 'POST',
    body,
  });
}

/** Sends the answers and keeps the order as the server answered it. */
export async function submitAndKeep(uuid: string, fields: OrderSubmission): Promise<PublicOrder> {
  const order = await submitOrder(uuid, fields);
  setResource(publicOrderKeys.order(uuid), order);
  // The chosen slot may have taken the last place of its day.
  await invalidateResources(publicOrderKeys.allDisabledDates(uuid));
  return order;
}
