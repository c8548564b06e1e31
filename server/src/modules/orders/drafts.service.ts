import type { OrderDraftInput, PublicOrder } from '@contract/orders';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, products } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { customerActor, recordAudit, staffActor } from '../audit/audit';
import { publishOrderEvent } from '../live/order-events';
import { toPublicOrder } from './order-mapping';
import { priceColumns } from './order-pricing';
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
  return db.transaction(async (tx) => {
    if (input.assigned_to) await ensureAssignable(tx, { businessId, userId: input.assigned_to });
    const product = input.product_id ? await findDraftProduct(tx, businessId, input.product_id) : null;
    return insertDraft(tx, {
      businessId,
      byUserId: userId,
      values: {
        method: input.method,
        price: price(input.price),
        deliveryPrice:
          input.method === 'delivery' && input.delivery_price !== undefined
            ? price(input.delivery_price)
            : null,
        // A price typed on the draft stands; an empty one follows the zip code (docs/decisions/018).
        deliveryPriceManual: input.method === 'delivery' && input.delivery_price !== undefined,
        note: input.note ?? '',
        assignedTo: input.assigned_to ?? null,
        photoReference,
        productId: product?.id ?? null,
        productName: product?.name ?? null,
      },
    });
  });
}

type DraftValues = Pick<
  typeof orders.$inferInsert,
  | 'method'
  | 'price'
  | 'deliveryPrice'
  | 'deliveryPriceManual'
  | 'note'
  | 'assignedTo'
  | 'photoReference'
  | 'productId'
  | 'productName'
  | 'origin'
>;

/**
 * A new draft with its first history entry, in the caller's transaction. It takes the shop's next
 * number at once, except a storefront draft: a cart the customer may never complete takes its
 * number when submitted, so abandoned carts leave no gaps in the numbers (docs/decisions/027).
 */
export async function insertDraft(
  tx: Tx,
  { businessId, byUserId, values }: { businessId: string; byUserId: string | null; values: DraftValues },
): Promise<PublicOrder> {
  const shop = await findShop(tx, businessId);
  const number = values.origin === 'storefront' ? 0 : await takeOrderNumber(tx, businessId);
  const [row] = await tx
    .insert(orders)
    .values({
      businessId,
      number,
      ...values,
      ...(await priceColumns(tx, { businessId, ...values, deliveryPrice: values.deliveryPrice ?? null })),
    })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  await recordStatus(tx, { orderId: row.id, businessId, from: null, to: 'draft', byUserId });
  await recordAudit(tx, {
    businessId,
    actor: byUserId ? staffActor(byUserId) : customerActor,
    entityType: 'order',
    entityId: row.id,
    action: 'order.created',
    changes: {
      number: { to: row.number },
      method: { to: row.method },
      price: { to: row.price },
      delivery_price: { to: row.deliveryPrice },
      product_name: { to: row.productName },
      ...(row.origin === 'staff' ? {} : { origin: { to: row.origin } }),
    },
  });
  await publishOrderEvent(tx, { kind: 'order.created', order: row, actorId: byUserId });
  return toPublicOrder(row, shop);
}

/** Staff may name any live product of their shop, on sale or not; the order keeps its name. */
export async function findDraftProduct(tx: Tx, businessId: string, productId: string) {
  const [row] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.businessId, businessId), isNull(products.deletedAt)));
  if (!row) throw fieldError('product_id', 'Unknown product');
  return row;
}
