import { randomUUID } from 'node:crypto';
import { moneyColumn } from '@contract/money';
import type { OrderDraftInput, PublicOrder } from '@contract/orders';
import { getTableColumns, sql } from 'drizzle-orm';
import { alongside } from '../../../db/alongside';
import type { Db, Tx } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orderCounts, orderHistory, orderItems, orders } from '../../../db/schema';
import { fieldError } from '../../../lib/errors';
import { auditStatement, customerActor, staffActor, withoutSecrets } from '../../audit';
import { findShop, type Shop, takeOrderNumber } from '../../business';
import { LIVE_CHANNEL, orderEventMessage } from '../../live';
import { rateItem } from '../lines/line-rates';
import {
  itemsParam,
  linesPrice,
  type NewItem,
  pricingLines,
  singleLine,
  unsavedItems,
} from '../lines/order-items.service';
import { chosenStaffLines, typedLine } from '../lines/staff-lines';
import { ensureAssignable } from '../order-store.service';
import { pricedColumns, priceParams, pricePlaceholders } from '../pricing/order-pricing.service';
import { toPublicOrder } from '../queries/order-mapping.service';

/**
 * Staff start an order; the customer completes it through its link. Its lines are chosen as at the
 * counter (staff-lines.ts); stock is taken when it is placed.
 */
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
    const chosen = input.lines ?? { items: [], free_items: [] };
    if (input.price === undefined && chosen.items.length + chosen.free_items.length === 0) {
      throw fieldError('price', 'Enter an amount');
    }
    const items = [
      ...(await chosenStaffLines(tx, {
        businessId,
        items: chosen.items,
        freeItems: chosen.free_items,
        fields: { items: 'lines.items', freeItems: 'lines.free_items' },
      })),
      ...(await typedLine(tx, { businessId, productId: input.product_id, price: input.price ?? 0 })),
    ];
    const [first] = items;
    return insertDraft(tx, {
      businessId,
      byUserId: userId,
      items,
      values: {
        method: input.method,
        price: linesPrice(items),
        deliveryPrice:
          input.method === 'delivery' && input.delivery_price !== undefined
            ? moneyColumn(input.delivery_price)
            : null,
        // A price typed on the draft stands; an empty one follows the zip code (docs/decisions/018).
        deliveryPriceManual: input.method === 'delivery' && input.delivery_price !== undefined,
        note: input.note ?? '',
        assignedTo: input.assigned_to ?? null,
        photoReference,
        // The order names its first line (order-items.service.ts).
        productId: first?.productId ?? null,
        productName: first?.productName ?? null,
      },
    });
  });
}

export type DraftValues = Pick<
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
  | 'language'
  | 'deliveryZipcode'
> & {
  /** The product's tax class, for the one line of an order started with a product alone. */
  taxClassId?: string | null;
  /** That one line is a gift card: untaxed, issued when paid. */
  giftCard?: boolean;
};

/**
 * A new draft with its lines and first history entry, in the caller's transaction (or alone: it is
 * one statement). Without `items` it has one line: its product (or none) at its price; with them,
 * `values.price` must be their sum (order-items.service.ts linesPrice). It takes the shop's next number at once, except a storefront draft: a cart the
 * customer may never complete takes its number when submitted, so abandoned carts leave no gaps in
 * the numbers (docs/decisions/027). `shop` spares the read when the caller has it already.
 */
export async function insertDraft(
  tx: Tx,
  {
    businessId,
    byUserId,
    values,
    items: lines,
    shop,
  }: { businessId: string; byUserId: string | null; values: DraftValues; items?: NewItem[]; shop?: Shop },
): Promise<PublicOrder> {
  const known = shop ?? (await findShop(tx, businessId));
  const given = lines ?? (Number(values.price) !== 0 || values.productId ? [singleLine(values)] : []);
  // Each line rated at the shop's rates of now (docs/decisions/046); a draft follows them until placed.
  const items = given.map((item) => rateItem({ tax: known.tax, classes: known.taxClasses }, item));
  const itemIds = items.map(() => randomUUID());
  const number = values.origin === 'storefront' ? 0 : await takeOrderNumber(tx, businessId);
  // Made here, so that the history, the trail and the event can name the order in its statement.
  const id = randomUUID();
  const origin = values.origin ?? 'staff';
  const priced = pricedColumns(
    { ...values, deliveryPrice: values.deliveryPrice ?? null },
    known.tax,
    pricingLines(items),
  );
  const changes = {
    number: { to: number },
    method: { to: values.method },
    price: { to: values.price },
    delivery_price: { to: values.deliveryPrice ?? null },
    product_name: { to: values.productName ?? null },
    ...(origin === 'staff' ? {} : { origin: { to: origin } }),
  };
  const event = { kind: 'order.created', actorId: byUserId } as const;
  const [row] = await draftStatement(tx).execute({
    id,
    business_id: businessId,
    number,
    method: values.method,
    price: values.price,
    delivery_price: values.deliveryPrice ?? null,
    delivery_price_manual: values.deliveryPriceManual ?? false,
    note: values.note ?? '',
    assigned_to: values.assignedTo ?? null,
    photo_reference: values.photoReference ?? null,
    product_id: values.productId ?? null,
    product_name: values.productName ?? null,
    origin,
    language: values.language ?? null,
    delivery_zipcode: values.deliveryZipcode ?? null,
    ...priceParams(priced),
    items: itemsParam(itemIds, items),
    by: byUserId,
    actor_kind: byUserId ? staffActor(byUserId).kind : customerActor.kind,
    changes: JSON.stringify(withoutSecrets(changes)),
    channel: LIVE_CHANNEL,
    event: orderEventMessage({
      ...event,
      order: { id, businessId, number, orderStatus: 'draft', paymentStatus: 'pending' },
    }),
  });
  if (!row) throw new Error('order insert returned no row');
  const { announced: _, withoutWaiting: __, ...order } = row;
  return toPublicOrder(order, known, unsavedItems(itemIds, items));
}

/**
 * The draft, its lines, its history entry, the drafts counter, the trail and the live event in one statement
 * (db/alongside.ts), prepared once per process with placeholders: every storefront cart runs it.
 */
const draftStatement = (tx: Tx) =>
  prepared(tx, 'insert_draft', (d) => {
    const p = sql.placeholder;
    const { ctes } = alongside(d, {
      items: d.insert(orderItems).select(
        sql`select v.id, ${p('business_id')}::uuid, ${p('id')}::uuid, v.position, v.product_id, v.variant_id,
          v.product_name, v.variant_name, v.options, v.quantity, v.unit_price, v.total, v.kind,
          v.tax_rate, v.tax_class_id, v.tax_class_name
        from jsonb_to_recordset(${p('items')}::jsonb) as v(id uuid, position int, product_id uuid,
          variant_id uuid, product_name text, variant_name text, options jsonb, quantity int,
          unit_price numeric, total numeric, kind text, tax_rate numeric, tax_class_id uuid, tax_class_name text)`,
      ),
      history: d.insert(orderHistory).values({
        orderId: p('id'),
        fromStatus: null,
        toStatus: 'draft',
        byUserId: sql`${p('by')}::uuid`,
      }),
      count: d
        .insert(orderCounts)
        .values({ businessId: p('business_id'), orderStatus: 'draft', count: 1 })
        .onConflictDoUpdate({
          target: [orderCounts.businessId, orderCounts.orderStatus, orderCounts.part],
          set: { count: sql`${orderCounts.count} + 1` },
        }),
      audit: auditStatement(d, {
        entityType: 'order',
        entityId: sql`${p('id')}::text`,
        actorUserId: sql`${p('by')}::uuid`,
        action: 'order.created',
        changes: sql`${p('changes')}::jsonb`,
      }),
    });
    return d
      .with(...ctes)
      .insert(orders)
      .values({
        id: p('id'),
        businessId: p('business_id'),
        number: p('number'),
        method: sql`${p('method')}::text`,
        price: sql`${p('price')}::numeric`,
        deliveryPrice: sql`${p('delivery_price')}::numeric`,
        deliveryPriceManual: p('delivery_price_manual'),
        note: p('note'),
        assignedTo: sql`${p('assigned_to')}::uuid`,
        photoReference: p('photo_reference'),
        productId: sql`${p('product_id')}::uuid`,
        productName: p('product_name'),
        origin: sql`${p('origin')}::text`,
        language: sql`${p('language')}::text`,
        deliveryZipcode: sql`${p('delivery_zipcode')}::text`,
        ...pricePlaceholders(),
      })
      .returning({
        ...getTableColumns(orders),
        // Delivered when the statement commits, with the order.
        announced: sql`pg_notify(${p('channel')}, ${p('event')})`,
        // A storefront cart holds nothing of the shop's yet: its commit does not wait for the disk (ADR 087).
        withoutWaiting: sql`cart_commits_without_waiting(${p('origin')}::text = 'storefront')`,
      })
      .prepare('insert_draft');
  });
