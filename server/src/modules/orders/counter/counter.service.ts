import type { CounterOrderAnswer, CounterOrderInput } from '@contract/counter';
import { moneyColumn } from '@contract/money';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { readItemsOf } from '../../../db/order-lines';
import { locations, orders } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { recordAudit, staffActor } from '../../audit';
import { findShop } from '../../business';
import { orderPayments } from '../../gift-cards';
import { publishOrderEvent } from '../../live';
import { todayIn } from '../../scheduling';
import { insertDraft } from '../drafts/drafts.service';
import { linesPrice } from '../lines/order-items.service';
import { recordShopPayment } from '../order-actions.service';
import { ensureAssignable, recordStatus } from '../order-store.service';
import { applyCodeIn } from '../pricing/order-discount.service';
import { toPublicOrder } from '../queries/order-mapping.service';
import { payWithGiftCards, submitOrderIn } from '../submission/submit.service';
import { counterLines } from './counter-lines';
import { applyCounterGiftCards } from './counter-redeem';

/**
 * A whole order taken at the counter or on the phone, in one transaction: started as a draft
 * (priced like every draft, its discount code applied), submitted through the customer's checks
 * with the rules staff chose to set aside, paid when paid at the counter, and done when a walk-in
 * takes the flowers along.
 * Overrides are owner's and manager's decisions; a florist takes orders within the rules.
 */
export async function createCounterOrder(
  db: Db,
  {
    businessId,
    userId,
    mayOverride,
    input,
    now = new Date(),
    publicUrl,
  }: {
    businessId: string;
    userId: string;
    mayOverride: boolean;
    input: CounterOrderInput;
    now?: Date;
    publicUrl?: string | undefined;
  },
): Promise<CounterOrderAnswer> {
  if (input.overrides.length > 0 && !mayOverride) {
    throw new AppError('PERMISSION_DENIED', 'Only the owner or a manager may set the shop’s rules aside', {
      overrides: 'Only the owner or a manager may set the shop’s rules aside',
    });
  }
  return db.transaction(async (tx) => {
    if (input.assigned_to) await ensureAssignable(tx, { businessId, userId: input.assigned_to });
    const items = await counterLines(tx, { businessId, input });
    const [first] = items;
    const delivery = input.method === 'delivery';
    const draft = await insertDraft(tx, {
      businessId,
      byUserId: userId,
      items,
      values: {
        origin: input.origin,
        method: input.method,
        price: linesPrice(items),
        deliveryPrice:
          delivery && input.delivery_price !== undefined ? moneyColumn(input.delivery_price) : null,
        deliveryPriceManual: delivery && input.delivery_price !== undefined,
        note: input.note ?? '',
        assignedTo: input.assigned_to ?? null,
        photoReference: null,
        productId: first?.productId ?? null,
        productName: first?.productName ?? null,
      },
    });
    const shop = await findShop(tx, businessId);
    // Taken off before the order is placed, as on the order page; the placing takes its use.
    // Gift cards are applied after it, as a customer does: they pay what is left after the discount.
    const redeeming = input.redeem_gift_cards.length > 0;
    if (input.discount_code || redeeming) {
      const [made] = await tx.select().from(orders).where(eq(orders.id, draft.uuid));
      if (!made) throw new Error('counter draft vanished');
      if (input.discount_code) {
        const code = input.discount_code;
        await applyCodeIn(tx, { order: made, shop, code, now, actor: staffActor(userId) });
      }
      await applyCounterGiftCards(tx, { order: made, codes: input.redeem_gift_cards });
    }
    const when = input.pickup_now
      ? { delivery_date: todayIn(shop.timeZone, now), time_slot: clockSlot(shop.timeZone, now) }
      : { delivery_date: input.delivery_date as string, time_slot: input.time_slot as string };
    const locationId =
      input.method === 'pickup' ? (input.location_id ?? (await firstLocation(tx, businessId))) : undefined;
    const staff = { kind: 'staff' as const, userId, businessId };
    const submitted = await submitOrderIn(tx, {
      uuid: draft.uuid,
      sender: staff,
      now,
      // A walk-in taking the flowers along needs no "we have your order" e-mail.
      publicUrl: input.handed_over ? undefined : publicUrl,
      counter: { overrides: input.overrides, walkIn: input.pickup_now },
      input: {
        sender_name: input.customer_name,
        sender_email: input.customer_email,
        sender_phone: input.customer_phone,
        recipient_name: input.recipient_name ?? input.customer_name,
        recipient_phone: input.recipient_phone,
        delivery_address: input.delivery_address,
        delivery_unit: input.delivery_unit,
        delivery_city: input.delivery_city,
        delivery_zipcode: input.delivery_zipcode,
        location_id: locationId,
        card_message: input.card_message,
        special_instructions: input.special_instructions,
        ...when,
      },
    });
    // The cards are redeemed as the storefront's submission redeems them; paying all, they mark
    // the order paid by gift card, and `paid_with` is left for nothing.
    const afterCards = redeeming
      ? await payWithGiftCards(tx, submitted, { uuid: draft.uuid, sender: staff, now, publicUrl })
      : submitted;
    await recordAudit(tx, {
      businessId,
      actor: staffActor(userId),
      entityType: 'order',
      entityId: draft.uuid,
      action: 'order.counter',
      changes: {
        origin: { to: input.origin },
        ...(input.overrides.length > 0 ? { overrides: { to: [...input.overrides] } } : {}),
      },
    });
    // Gift cards sold are issued with the payment: e-mailed to the customer, or their codes
    // answered this once for staff to hand over.
    const issued =
      input.paid_with && afterCards.payment_status !== 'done'
        ? await recordShopPayment(tx, {
            businessId,
            uuid: draft.uuid,
            paymentMethod: input.paid_with,
            actor: staffActor(userId),
            now,
            publicUrl,
          })
        : [];
    const handedOver =
      input.handed_over && (await handOver(tx, { businessId, orderId: draft.uuid, userId, now }));
    const [row] = await tx.select().from(orders).where(eq(orders.id, draft.uuid));
    if (!row) throw new Error('counter order vanished');
    if (handedOver) await publishOrderEvent(tx, { kind: 'order.changed', order: row, change: 'status' });
    return {
      ...toPublicOrder(row, shop, await readItemsOf(tx, row.id)),
      ...(redeeming && (await orderPayments(tx, { ...row, editable: false }))),
      issued_gift_cards: issued,
    };
  });
}

/**
 * The walk-in takes the bouquet along: the order is done at once (one step, in its history).
 * An order of gift cards alone was already made done by its payment (docs/decisions/053); it is
 * left as it is, so the step is not written twice. Answers whether this moved the order.
 */
async function handOver(
  tx: Tx,
  { businessId, orderId, userId, now }: { businessId: string; orderId: string; userId: string; now: Date },
): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ orderStatus: 'done', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.orderStatus, 'pending')))
    .returning();
  if (!order) return false;
  await recordStatus(tx, { order, from: 'pending', to: 'done', byUserId: userId });
  await recordAudit(tx, {
    businessId,
    actor: staffActor(userId),
    entityType: 'order',
    entityId: orderId,
    action: 'order.status',
    changes: { order_status: { from: 'pending', to: 'done' } },
  });
  return true;
}

/** "14:05-14:05": the moment a walk-in collects, in the slot format, on the shop's clock. */
function clockSlot(timeZone: string, now: Date) {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
  return `${clock}-${clock}`;
}

/** Where a walk-in is served when staff name no location: the shop's first one, if it has any. */
async function firstLocation(tx: Tx, businessId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.businessId, businessId), isNull(locations.deletedAt)))
    .orderBy(asc(locations.createdAt))
    .limit(1);
  return row?.id;
}
