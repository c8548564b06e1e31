import type { OrderMethod, PublicOrder } from '@contract/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from '../../../lib/orders/query-keys';

export interface DraftForm {
  method: OrderMethod;
  /** The older one line's price, decimal text as the server reads it ("39.90"); left out with `lines`. */
  price?: string;
  /** The lines as JSON text of {items, free_items} (form data has no lists of objects). */
  lines?: string;
  /** Left out: taken from the customer's zip code when they submit. */
  delivery_price?: string;
  note?: string;
  /** The product the order is for, if any; the server keeps its name on the order. */
  product_id?: string;
  assigned_to?: string;
  photo_reference?: File;
}

/** POST /api/orders/draft as form data (docs/product.md, Calls and forms); fields not given are left out. */
export function createDraft(input: DraftForm): Promise<PublicOrder> {
  const body = new FormData();
  body.set('method', input.method);
  if (input.price) body.set('price', input.price);
  if (input.lines) body.set('lines', input.lines);
  if (input.delivery_price) body.set('delivery_price', input.delivery_price);
  if (input.note) body.set('note', input.note);
  if (input.product_id) body.set('product_id', input.product_id);
  if (input.assigned_to) body.set('assigned_to', input.assigned_to);
  if (input.photo_reference) body.set('photo_reference', input.photo_reference);
  return apiRequest<PublicOrder>('/api/orders/draft', { method: 'POST', body });
}

export function useCreateDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.lists }),
    // The form shows field errors beside the fields.
    meta: { errorToast: false },
  });
}
