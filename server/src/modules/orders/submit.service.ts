import type { OrderFormSettings } from '@contract/order-form';
import { toCents } from '@contract/order-pricing';
import type { OrderSubmitInput, PublicOrder } from '@contract/orders';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { customerActor, recordAudit, staffActor } from '../audit/audit';
import { adjustCustomerSpent, recordCustomerOrder } from '../customers/record-customer';
import { checkDeliveryAvailability } from '../delivery/availability.service';
import { findLocation } from '../delivery/locations.service';
import { publishOrderEvent } from '../live/order-events';
import { pickupLocationsOf } from '../products/product-availability.service';
import { takeFromStock } from '../products/product-stock';
import { bookingsBetween, lockWindow } from '../scheduling/bookings';
import { getOrderFormSettings, getScheduleRules } from '../scheduling/order-settings.service';
import { type SlotProblem, slotProblem } from '../scheduling/slot-engine';
import { type CounterRules, overrideOf, ruleOfProblem, ruleRefused } from './counter-rules';
import { detailChanges } from './order-detail-changes';
import { isCustomerEditable, type OrderRow, toPublicOrder } from './order-mapping';
import { queueOrderNotice } from './order-notices';
import { repriceColumns } from './order-pricing';
import { findOrder, findShop, recordStatus, takeOrderNumber } from './order-store';

const slotMessages: Record<SlotProblem, [field: 'delivery_date' | 'time_slot', message: string]> = {
  outside_horizon: ['delivery_date', 'Choose a date the shop takes orders for'],
  closed_day: ['delivery_date', 'The shop is closed on this day'],
  no_such_window: ['time_slot', 'Choose one of the times offered for this day'],
  too_soon: ['time_slot', 'This time is too soon; choose a later one'],
  past_cutoff: ['delivery_date', 'Orders for today are closed; choose another day'],
  full: ['time_slot', 'This time is fully booked; choose another'],
};

const invalid = (details: Record<string, string>) =>
  new AppError('VALIDATION_ERROR', Object.values(details)[0] ?? 'Invalid data provided', details);

/** Who sends the details: the customer through their link, or someone of the shop (by user id). */
export type Sender = { kind: 'customer' } | { kind: 'staff'; userId: string; businessId: string };

/** The details of a submission; at the counter the sender may leave no e-mail address. */
export type SubmitDetails = Omit<OrderSubmitInput, 'sender_email'> & { sender_email?: string | undefined };

type SubmitArgs = {
  uuid: string;
  input: SubmitDetails;
  sender?: Sender;
  now?: Date;
  publicUrl?: string | undefined;
  /** A counter or phone order: staff's rules, and the customer rules they chose to set aside. */
  counter?: CounterRules;
};

/**
 * The customer completes (or corrects) their order, or staff do it on their behalf: checked
 * against the shop's settings, its delivery area and its free windows; a draft becomes pending.
 * Customers may change a draft or an unpaid pending order; staff may until the order is done.
 */
export async function submitOrder(
  db: Db,
  args: Omit<SubmitArgs, 'input' | 'counter'> & { input: OrderSubmitInput },
): Promise<PublicOrder> {
  return db.transaction(async (tx) => (await submitOrderIn(tx, args)).order);
}

/** submitOrder in the caller's transaction; also answers the row as written. */
export async function submitOrderIn(
  tx: Tx,
  { uuid, input, sender = { kind: 'customer' }, now = new Date(), publicUrl, counter }: SubmitArgs,
): Promise<{ order: PublicOrder; row: OrderRow }> {
  {
    const order = await findOrder(tx, { uuid, lock: true });
    const staff = sender.kind === 'staff' && sender.businessId === order.businessId ? sender : null;
    const editable = staff ? order.orderStatus !== 'done' : isCustomerEditable(order);
    if (!editable) {
      const message = staff
        ? 'A done order can no longer be changed; move it back to ready first.'
        : 'This order can no longer be changed. Please contact the shop.';
      throw new AppError('CONFLICT', message);
    }
    const settings = await getOrderFormSettings(tx, { businessId: order.businessId });
    checkFormRules(order, input, settings, counter);
    const place = await checkPlace(tx, order, input, counter);
    // An order keeps its place in its window; only a new date or time must find a free one. A
    // walk-in who takes the flowers now holds no window.
    const moved = input.delivery_date !== order.deliveryDate || input.time_slot !== order.timeSlot;
    if (moved && !counter?.walkIn) await checkWindow(tx, order, input, now, counter);

    const [updated] = await tx
      .update(orders)
      .set({
        senderName: input.sender_name,
        senderEmail: input.sender_email ?? null,
        senderPhone: input.sender_phone ?? null,
        recipientName: input.recipient_name,
        recipientPhone: input.recipient_phone ?? null,
        deliveryAddress: order.method === 'delivery' ? (input.delivery_address ?? null) : null,
        deliveryUnit: order.method === 'delivery' ? (input.delivery_unit ?? null) : null,
        deliveryCity: order.method === 'delivery' ? (input.delivery_city ?? null) : null,
        deliveryZipcode: order.method === 'delivery' ? (input.delivery_zipcode ?? null) : null,
        deliveryPrice: place.deliveryPrice,
        // A draft is priced at the settings of the moment it is placed, and keeps that tax.
        ...(await priceAgain(tx, order, place.deliveryPrice)),
        locationId: place.locationId,
        deliveryDate: input.delivery_date,
        timeSlot: input.time_slot,
        cardMessage: settings.card_message_enabled ? (input.card_message ?? null) : null,
        specialInstructions: input.special_instructions ?? null,
        // Only a draft moves on; a corrected order keeps its status.
        orderStatus: order.orderStatus === 'draft' ? 'pending' : order.orderStatus,
        // A storefront cart becomes an order, and takes the shop's next number, when it is placed.
        number: order.number === 0 ? await takeOrderNumber(tx, order.businessId) : order.number,
        submittedAt: order.submittedAt ?? now,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error('order update returned no row');
    // The product leaves the shelf when the order is placed, not when it is started.
    if (order.orderStatus === 'draft' && order.productId) await takeFromStock(tx, order.productId);
    const customerId = await countForCustomer(tx, order, updated, now);
    const changes = detailChanges(order, updated);
    if (updated.number !== order.number) changes.number = { to: updated.number };
    if (order.orderStatus === 'draft' || Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        businessId: order.businessId,
        actor: staff ? staffActor(staff.userId) : customerActor,
        entityType: 'order',
        entityId: order.id,
        action: order.orderStatus === 'draft' ? 'order.submitted' : 'order.details',
        changes,
      });
      await publishOrderEvent(tx, {
        kind: order.orderStatus === 'draft' ? 'order.submitted' : 'order.changed',
        order: updated,
        ...(order.orderStatus !== 'draft' && { change: 'details' }),
        actorId: staff?.userId ?? null,
      });
    }
    if (order.orderStatus === 'draft') {
      await recordStatus(tx, {
        orderId: order.id,
        businessId: order.businessId,
        from: 'draft',
        to: 'pending',
        byUserId: staff?.userId ?? null,
      });
      if (publicUrl) await queueOrderNotice(tx, { order: updated, notice: 'received', publicUrl });
    }
    const row = { ...updated, customerId };
    return { order: toPublicOrder(row, await findShop(tx, order.businessId)), row };
  }
}

function checkFormRules(
  order: OrderRow,
  input: SubmitDetails,
  settings: OrderFormSettings,
  counter: CounterRules | undefined,
) {
  const details: Record<string, string> = {};
  // What the online form offers and asks is the customer's rule; staff at the counter take any order.
  const enabled = order.method === 'delivery' ? settings.delivery_enabled : settings.pickup_enabled;
  if (!enabled && !counter) details.method = `The shop does not offer ${order.method} at the moment`;
  if (settings.require_recipient_phone && !input.recipient_phone && !counter)
    details.recipient_phone = 'Enter the recipient’s phone number';
  if (settings.card_message_enabled && (input.card_message?.length ?? 0) > settings.card_message_max_length) {
    details.card_message = `Keep the card message to ${settings.card_message_max_length} characters`;
  }
  if (order.method === 'delivery') {
    if (!input.delivery_address) details.delivery_address = 'Enter the delivery address';
    if (!input.delivery_city) details.delivery_city = 'Enter the city';
    if (!input.delivery_zipcode) details.delivery_zipcode = 'Enter the zip code';
  } else if (!input.location_id && !counter?.walkIn) {
    details.location_id = 'Choose where to collect the flowers';
  }
  if (Object.keys(details).length > 0) throw invalid(details);
}

/** Where the flowers go: a served zip code (and its price), or a live pickup location. */
async function checkPlace(db: Tx, order: OrderRow, input: SubmitDetails, counter: CounterRules | undefined) {
  if (order.method === 'pickup') {
    // A walk-in in a shop without pickup locations takes the flowers at the counter.
    if (!input.location_id) return { locationId: null, deliveryPrice: null };
    const locationId = input.location_id;
    await findLocation(db, { businessId: order.businessId, locationId }).catch(() => {
      throw invalid({ location_id: 'Choose one of the shop’s pickup locations' });
    });
    const allowed = order.productId ? await pickupLocationsOf(db, order.productId) : undefined;
    if (allowed && !allowed.includes(locationId)) {
      throw invalid({ location_id: 'This product cannot be collected there; choose another location' });
    }
    return { locationId, deliveryPrice: null };
  }
  const availability = await checkDeliveryAvailability(db, {
    businessId: order.businessId,
    zipcode: input.delivery_zipcode as string,
  });
  if (!availability.can_deliver || availability.delivery_price === null) {
    const message = 'The shop does not deliver to this zip code';
    if (!counter) throw invalid({ delivery_zipcode: message });
    if (!counter.overrides.includes('unserved_zipcode')) {
      throw ruleRefused('unserved_zipcode', 'delivery_zipcode', message);
    }
    // Taken anyway: the price is the one staff typed, as there is no zone to take it from.
    if (!order.deliveryPriceManual || order.deliveryPrice === null) {
      throw invalid({ delivery_price: 'Type the delivery price for a zip code the shop does not serve' });
    }
    return { locationId: null, deliveryPrice: order.deliveryPrice };
  }
  // A price staff typed stands; an automatic one follows the zip code on every submission, so a
  // correction to a dearer zone is charged that zone's price (docs/decisions/018).
  const deliveryPrice =
    order.deliveryPriceManual && order.deliveryPrice !== null
      ? order.deliveryPrice
      : availability.delivery_price.toFixed(2);
  return { locationId: availability.delivery_location?.id ?? null, deliveryPrice };
}

/** The chosen window must still be open; the lock makes the last place go to one customer only. */
async function checkWindow(
  tx: Tx,
  order: OrderRow,
  input: SubmitDetails,
  now: Date,
  counter: CounterRules | undefined,
) {
  const scope = { businessId: order.businessId, date: input.delivery_date, slot: input.time_slot };
  await lockWindow(tx, scope);
  const rules = await getScheduleRules(tx, { businessId: order.businessId, windowType: order.method });
  const bookings = await bookingsBetween(tx, {
    businessId: order.businessId,
    windowType: order.method,
    from: input.delivery_date,
    to: input.delivery_date,
    exceptOrderId: order.id,
  });
  const waived = (counter?.overrides ?? []).flatMap((name) => overrideOf[name] ?? []);
  const problem = slotProblem(rules, {
    date: input.delivery_date,
    slot: input.time_slot,
    now,
    bookings,
    waived,
  });
  if (problem) {
    const [field, message] = slotMessages[problem];
    const rule = counter ? ruleOfProblem[problem] : undefined;
    if (rule) throw ruleRefused(rule, field, message);
    throw invalid({ [field]: message });
  }
}

/** The first submission makes the order its sender's; a correction only changes what they spent. */
async function countForCustomer(
  tx: Tx,
  before: OrderRow,
  after: OrderRow,
  now: Date,
): Promise<string | null> {
  if (before.customerId) {
    await adjustCustomerSpent(tx, {
      customerId: before.customerId,
      delta: (toCents(Number(after.total)) - toCents(Number(before.total))) / 100,
    });
    return before.customerId;
  }
  // A walk-in known by name only is nobody's customer record: names alone would merge strangers.
  if (!after.senderEmail && !after.senderPhone) return null;
  const customerId = await recordCustomerOrder(tx, {
    businessId: after.businessId,
    sender: { name: after.senderName ?? '', email: after.senderEmail, phone: after.senderPhone },
    total: Number(after.total),
    at: now,
  });
  await tx.update(orders).set({ customerId }).where(eq(orders.id, after.id));
  return customerId;
}

/**
 * A submission may change the delivery price (a new zip code). A draft is priced at the shop's
 * settings of now, which fixes its tax; a placed order keeps the tax it was placed with, and its
 * figures when the delivery price did not change (docs/decisions/025).
 */
async function priceAgain(tx: Tx, order: OrderRow, deliveryPrice: string | null) {
  if (order.orderStatus !== 'draft' && deliveryPrice === order.deliveryPrice) return {};
  return repriceColumns(tx, order, { price: order.price, deliveryPrice });
}
