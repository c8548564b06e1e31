import type { OrderDraftInput, PublicOrder } from '@contract/orders';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toPublicOrder } from './order-mapping';
import { ensureAssignable, findShop, recordStatus, takeOrderNumber } from './order-store';

const price = (value: number) => value.toFixed(2);

/** Staff start an order; the customer completes it through its link. */
export async function createDraft(
  db: Db,
  {
    businessId,
    userId,
    input,
    photoReference = null,
  }: {
    businessId: string;
    userId: string;
    input: OrderDraftInput;
    photoReference?: string | null;
  },
): Promise<PublicOrder> {
  if (input.product_id) {
    // The product catalogue is not part of this version: no id can name a product yet.
    const message = 'Unknown product';
    throw new AppError('VALIDATION_ERROR', message, { product_id: message });
  }
  return db.transaction(async (tx) => {
    if (input.assigned_to) await ensureAssignable(tx, { businessId, userId: input.assigned_to });
    const shop = await findShop(tx, businessId);
    const number = await takeOrderNumber(tx, businessId);
    const [row] = await tx
      .insert(orders)
      .values({
        businessId,
        number,
        method: input.method,
        price: price(input.price),
        deliveryPrice:
          input.method === 'delivery' && input.delivery_price !== undefined
            ? price(input.delivery_price)
            : null,
        note: input.note ?? '',
        assignedTo: input.assigned_to ?? null,
        photoReference,
      })
      .returning();
    if (!row) throw new Error('order insert returned no row');
    await recordStatus(tx, { orderId: row.id, businessId, from: null, to: 'draft', byUserId: userId });
    return toPublicOrder(row, shop);
  });
}
