import { randomUUID } from 'node:crypto';
import type { OrderDraftInput, PublicOrder } from '@contract/orders';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import { alongside } from '../../db/alongside';
import type { Db, Tx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { orders, products } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { auditWrite, customerActor, staffActor } from '../audit/audit';
import { orderEventNotice } from '../live/order-events';
import { toPublicOrder } from './order-mapping';
import { pricedColumns } from './order-pricing';
import { ensureAssignable, findShop, type Shop, statusWrites, takeOrderNumber } from './order-store';

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
 * A new draft with its first history entry, in the caller's transaction (or alone: it is one
 * statement). It takes the shop's next number at once, except a storefront draft: a cart the
 * customer may never complete takes its number when submitted, so abandoned carts leave no gaps in
 * the numbers (docs/decisions/027). The order, its history, the counter, the trail and the live
 * event go in one statement (db/alongside.ts); the id is made here so that they can all name it.
 * `shop` spares the read when the caller has it already.
 */
export async function insertDraft(
  tx: Tx,
  {
    businessId,
    byUserId,
    values,
    shop,
  }: { businessId: string; byUserId: string | null; values: DraftValues; shop?: Shop },
): Promise<PublicOrder> {
  const known = shop ?? (await findShop(tx, businessId));
  const number = values.origin === 'storefront' ? 0 : await takeOrderNumber(tx, businessId);
  const id = randomUUID();
  const origin = values.origin ?? 'staff';
  const { history, count } = statusWrites(tx, { orderId: id, businessId, from: null, to: 'draft', byUserId });
  const { ctes } = alongside(tx, {
    history,
    count,
    audit: auditWrite(tx, {
      businessId,
      actor: byUserId ? staffActor(byUserId) : customerActor,
      entityType: 'order',
      entityId: id,
      action: 'order.created',
      changes: {
        number: { to: number },
        method: { to: values.method },
        price: { to: values.price },
        delivery_price: { to: values.deliveryPrice ?? null },
        product_name: { to: values.productName ?? null },
        ...(origin === 'staff' ? {} : { origin: { to: origin } }),
      },
    }),
  });
  const announced = { id, businessId, number, orderStatus: 'draft', paymentStatus: 'pending' } as const;
  const [row] = await runPrepared(
    tx
      .with(...ctes)
      .insert(orders)
      .values({
        id,
        businessId,
        number,
        ...values,
        ...pricedColumns({ ...values, deliveryPrice: values.deliveryPrice ?? null }, known.tax),
      })
      .returning({
        ...getTableColumns(orders),
        // Delivered when the statement commits, with the order.
        announced: orderEventNotice({ kind: 'order.created', order: announced, actorId: byUserId }),
      }),
  );
  if (!row) throw new Error('order insert returned no row');
  const { announced: _, ...order } = row;
  return toPublicOrder(order, known);
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
