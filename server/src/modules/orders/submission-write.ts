import { toCents } from '@contract/order-pricing';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alongside } from '../../db/alongside';
import type { Tx } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { orders } from '../../db/schema';
import { auditWrite, customerActor, staffActor } from '../audit/audit';
import { customerOrderWrite, customerSpentWrite } from '../customers/record-customer';
import { orderEventNotice } from '../live/order-events';
import { mailWrite } from '../mail/outbox';
import { stockWrite } from '../products/product-stock';
import { holdPlace } from '../scheduling/bookings';
import { detailChanges } from './order-detail-changes';
import type { OrderRow } from './order-mapping';
import { noticeMessage, sendsNotice } from './order-notices';
import { frozenTax, pricedColumns } from './order-pricing';
import { statusWrites, takeOrderNumber } from './order-store';
import type { SubmissionContext } from './submission-context';
import type { EnteredWindow, PlaceOfDelivery, SubmitDetails } from './submit.service';

type WriteArgs = {
  context: SubmissionContext;
  input: SubmitDetails;
  place: PlaceOfDelivery;
  /** The window the order enters, when it moves into one. */
  window: EnteredWindow | null;
  staffId: string | null;
  now: Date;
  publicUrl: string | undefined;
};

/**
 * Everything a submission changes, in one statement after the shop's next number is taken: the
 * order itself, the place in its window, the product's stock, the customer's record, the status
 * history and counters, the trail, the customer's e-mail and the live event (docs/decisions/032).
 *
 * The rows many orders share (the shop's number, the window, the product, the counters) stay
 * locked until the transaction ends, so they are taken here, at its very end, and in one round
 * trip. Whether a place was left and a product taken comes back with the order; the caller refuses
 * the submission (and so rolls all of it back) when either was not.
 */
export async function writeSubmission(
  tx: Tx,
  { context, input, place, window, staffId, now, publicUrl }: WriteArgs,
) {
  const { order, shop, settings } = context;
  const draft = order.orderStatus === 'draft';
  const delivery = order.method === 'delivery';
  const details = {
    senderName: input.sender_name,
    senderEmail: input.sender_email ?? null,
    senderPhone: input.sender_phone ?? null,
    recipientName: input.recipient_name,
    recipientPhone: input.recipient_phone ?? null,
    deliveryAddress: delivery ? (input.delivery_address ?? null) : null,
    deliveryUnit: delivery ? (input.delivery_unit ?? null) : null,
    deliveryCity: delivery ? (input.delivery_city ?? null) : null,
    deliveryZipcode: delivery ? (input.delivery_zipcode ?? null) : null,
    deliveryPrice: place.deliveryPrice,
    // A draft is priced at the settings of the moment it is placed, and keeps that tax.
    ...priceAgain(order, place.deliveryPrice, shop.tax),
    locationId: place.locationId,
    deliveryDate: input.delivery_date,
    timeSlot: input.time_slot,
    cardMessage: settings.card_message_enabled ? (input.card_message ?? null) : null,
    specialInstructions: input.special_instructions ?? null,
    // Only a draft moves on; a corrected order keeps its status.
    orderStatus: draft ? ('pending' as const) : order.orderStatus,
    submittedAt: order.submittedAt ?? now,
    updatedAt: now,
  };
  // A storefront cart becomes an order, and takes the shop's next number, when it is placed. The
  // shop's row is locked from here to the commit: one more round trip, then the commit.
  const number = order.number === 0 ? await takeOrderNumber(tx, order.businessId) : order.number;
  const after: OrderRow = { ...order, ...details, number };
  const changes = detailChanges(order, after);
  if (number !== order.number) changes.number = { to: number };
  const announce = draft || Object.keys(changes).length > 0;
  const customer = customerWrites(tx, order, after, now);
  const status = draft
    ? statusWrites(tx, {
        orderId: order.id,
        businessId: order.businessId,
        from: 'draft',
        to: 'pending',
        byUserId: staffId,
      })
    : null;
  const notify = draft && publicUrl && after.senderEmail && sendsNotice(settings, 'received');
  const { ctes, named } = alongside(tx, {
    place: window?.capacity != null ? holdPlace(tx, { businessId: order.businessId, ...window }) : null,
    // The product leaves the shelf when the order is placed, not when it is started.
    stock:
      draft && order.productId && context.product?.quantity != null ? stockWrite(tx, order.productId) : null,
    customer: customer.upsert,
    spent: customer.spent,
    history: status?.history ?? null,
    count: status?.count ?? null,
    audit: announce
      ? auditWrite(tx, {
          businessId: order.businessId,
          actor: staffId ? staffActor(staffId) : customerActor,
          entityType: 'order',
          entityId: order.id,
          action: draft ? 'order.submitted' : 'order.details',
          changes,
        })
      : null,
    mail: notify
      ? mailWrite(
          tx,
          noticeMessage({ order: after, notice: 'received', publicUrl, shop, pickup: place.pickup }),
        )
      : null,
  });
  const customerId: SQL | string | null = named.customer
    ? sql`(select id from ${named.customer})`
    : customer.id;
  const [written] = await runPrepared(
    tx
      .with(...ctes)
      .update(orders)
      .set({ ...details, number, customerId })
      .where(eq(orders.id, order.id))
      .returning({
        ...getTableColumns(orders),
        gotPlace: named.place
          ? sql<boolean>`exists (select 1 from ${named.place} where entering)`
          : sql<boolean>`true`,
        tookStock: named.stock ? sql<boolean>`exists (select 1 from ${named.stock})` : sql<boolean>`true`,
        // Delivered at the commit, so a refused submission announces nothing.
        announced: announce
          ? orderEventNotice({
              kind: draft ? 'order.submitted' : 'order.changed',
              order: after,
              ...(!draft && { change: 'details' }),
              actorId: staffId,
            })
          : sql`null`,
      }),
  );
  if (!written) throw new Error('order update returned no row');
  const { gotPlace, tookStock, announced: _, ...row } = written;
  return { row, gotPlace, tookStock };
}

/**
 * The first submission makes the order its sender's (a new customer, or one more order of a known
 * one); a correction only changes what they spent. A walk-in known by name only is nobody's
 * customer record: names alone would merge strangers.
 */
function customerWrites(tx: Tx, before: OrderRow, after: OrderRow, now: Date) {
  if (before.customerId) {
    const delta = (toCents(Number(after.total)) - toCents(Number(before.total))) / 100;
    return {
      upsert: null,
      spent: customerSpentWrite(tx, { customerId: before.customerId, delta }),
      id: before.customerId,
    };
  }
  if (!after.senderEmail && !after.senderPhone) return { upsert: null, spent: null, id: null };
  return {
    upsert: customerOrderWrite(tx, {
      businessId: after.businessId,
      sender: { name: after.senderName ?? '', email: after.senderEmail, phone: after.senderPhone },
      total: Number(after.total),
      at: now,
    }),
    spent: null,
    // The upsert's id, read in the order's update.
    id: null,
  };
}

/**
 * A submission may change the delivery price (a new zip code). A draft is priced at the shop's
 * settings of now, which fixes its tax; a placed order keeps the tax it was placed with, and its
 * figures when the delivery price did not change (docs/decisions/025).
 */
function priceAgain(order: OrderRow, deliveryPrice: string | null, tax: SubmissionContext['shop']['tax']) {
  if (order.orderStatus !== 'draft' && deliveryPrice === order.deliveryPrice) return {};
  const money = { method: order.method, price: order.price, deliveryPrice };
  return pricedColumns(money, order.orderStatus === 'draft' ? tax : frozenTax(order));
}
