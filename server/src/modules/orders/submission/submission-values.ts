import { fromCents, moneyColumn } from '@contract/money';
import { goodsCents, pricingLinesOfItems } from '@contract/order-pricing';
import { countryOfShop } from '@contract/phone';
import { withoutSecrets } from '../../audit';
import { customerIdentity } from '../../customers';
import { customerEmailKey, discountOf } from '../../discounts';
import { LIVE_CHANNEL, orderEventMessage } from '../../live';
import { leavingSide } from '../../scheduling';
import { needCount, stockNeeds, stockParams } from '../lines/line-stock';
import { noticeMessage, sendsNotice } from '../mails/order-notices.service';
import { detailChanges } from '../order-detail-changes';
import { placedRule, pricedColumns, priceParams } from '../pricing/order-pricing.service';
import type { OrderRow } from '../queries/order-mapping.service';
import type { PlaceOfDelivery, RequestedSlot } from './submission-checks';
import type { SubmissionContext } from './submission-context';
import type { WriteShape } from './submission-write';
import type { EnteredWindow, SubmitDetails } from './submit.service';

type Args = {
  context: SubmissionContext;
  input: SubmitDetails;
  place: PlaceOfDelivery;
  /** The date and time asked for; null for gift cards alone (docs/decisions/053). */
  slot: RequestedSlot;
  /** The window the order enters, when it moves into one. */
  window: EnteredWindow | null;
  staffId: string | null;
  now: Date;
  publicUrl: string | undefined;
  /** The "we have your order" mail is within its address's budget (received-mail-budget.ts). */
  mailReceived: boolean;
};

/** Whether placing this draft would mail the customer that the shop has their order. */
export const sendsReceivedMail = ({
  context,
  input,
  publicUrl,
}: Pick<Args, 'context' | 'input' | 'publicUrl'>): boolean =>
  context.order.orderStatus === 'draft' &&
  Boolean(publicUrl && input.sender_email) &&
  sendsNotice(context.settings, 'received');

/**
 * What a submission writes (submission-write.ts): the statement's shape, its values, and the order
 * as it will stand but for the number, which a storefront cart only gets in the statement.
 */
export function submissionValues({
  context,
  input,
  place,
  slot,
  window,
  staffId,
  now,
  publicUrl,
  mailReceived,
}: Args) {
  const { order, shop, settings } = context;
  const draft = order.orderStatus === 'draft';
  const needs = stockNeeds(context.lines);
  // Only flowers have an address; gift cards alone have their recipient's e-mail instead.
  const delivery = order.method === 'delivery' && slot !== null;
  const giftCardsOnly = slot === null;
  const after: OrderRow = {
    ...order,
    // Nothing leaves the shop's door: pickup is the method that never charges delivery, and takes
    // no place (docs/decisions/053).
    method: giftCardsOnly ? 'pickup' : order.method,
    senderName: input.sender_name,
    senderEmail: input.sender_email ?? null,
    senderPhone: input.sender_phone ?? null,
    recipientName: input.recipient_name ?? null,
    recipientPhone: input.recipient_phone ?? null,
    deliveryAddress: delivery ? (input.delivery_address ?? null) : null,
    deliveryUnit: delivery ? (input.delivery_unit ?? null) : null,
    deliveryCity: delivery ? (input.delivery_city ?? null) : null,
    deliveryZipcode: delivery ? (input.delivery_zipcode ?? null) : null,
    deliveryPrice: place.deliveryPrice,
    // A draft is priced at the settings of the moment it is placed, and keeps that tax.
    ...priceAgain(context, place.deliveryPrice),
    locationId: place.locationId,
    deliveryDate: slot?.date ?? null,
    timeSlot: slot?.slot ?? null,
    cardMessage: settings.card_message_enabled ? (input.card_message ?? null) : null,
    specialInstructions: input.special_instructions ?? null,
    giftRecipientEmail: giftCardsOnly ? (input.gift_recipient_email ?? null) : null,
    giftMessage: giftCardsOnly ? (input.gift_message ?? null) : null,
    giftSendOn: giftCardsOnly ? (input.gift_send_on ?? null) : null,
    // The customer's page language; a submission without one (an older page) keeps what was known.
    language: input.language ?? order.language,
    // Only a draft moves on; a corrected order keeps its status.
    orderStatus: draft ? 'pending' : order.orderStatus,
    submittedAt: order.submittedAt ?? now,
    updatedAt: now,
  };
  // A storefront cart becomes an order, and takes the shop's next number, when it is placed.
  const takesNumber = order.number === 0;
  const changes = withoutSecrets(detailChanges(order, after));
  const customer = customerOf(order, after);
  // Until the statement takes the number, the e-mail carries a marker it replaces: fifteen random
  // digits, which no order number, phone or text of the e-mail will hold by chance.
  const mark = takesNumber ? 1e14 + Math.floor(Math.random() * 9e14) : order.number;
  const mail =
    mailReceived && sendsReceivedMail({ context, input, publicUrl }) && publicUrl
      ? noticeMessage({
          order: { ...after, number: mark },
          notice: 'received',
          publicUrl,
          shop,
          pickup: place.pickup,
          giftCardsOnly,
        })
      : null;
  const shape: WriteShape = {
    takesNumber,
    place:
      !window || window.capacity === null
        ? 'none'
        : window.leaving
          ? leavingSide(window.entering, window.leaving)
          : 'enter',
    stock: draft && needCount(needs) > 0,
    customer: customer.kind,
    placed: draft,
    announce: draft || Object.keys(changes).length > 0,
    mail: mail !== null,
    // A code attached to a draft takes its use as the order is placed (docs/decisions/043).
    discount: draft && context.code !== null && !context.redeemed,
    push: draft && takesNumber,
  };
  const values = {
    order_id: order.id,
    seen: context.seen,
    business_id: order.businessId,
    staff_id: staffId,
    now: now.toISOString(),
    sender_name: after.senderName,
    sender_email: after.senderEmail,
    sender_phone: after.senderPhone,
    recipient_name: after.recipientName,
    recipient_phone: after.recipientPhone,
    delivery_address: after.deliveryAddress,
    delivery_unit: after.deliveryUnit,
    delivery_city: after.deliveryCity,
    delivery_zipcode: after.deliveryZipcode,
    method: after.method,
    delivery_price: after.deliveryPrice,
    ...priceParams(after),
    location_id: after.locationId,
    delivery_date: after.deliveryDate,
    time_slot: after.timeSlot,
    card_message: after.cardMessage,
    special_instructions: after.specialInstructions,
    gift_recipient_email: after.giftRecipientEmail,
    gift_message: after.giftMessage,
    gift_send_on: after.giftSendOn,
    language: after.language,
    order_status: after.orderStatus,
    submitted_at: (after.submittedAt as Date).toISOString(),
    // The place in the window (when it has a capacity).
    enter_type: window?.entering.windowType ?? null,
    enter_date: window?.entering.date ?? null,
    enter_slot: window?.entering.slot ?? null,
    capacity: window?.capacity ?? null,
    leave_type: window?.leaving?.windowType ?? null,
    leave_date: window?.leaving?.date ?? null,
    leave_slot: window?.leaving?.slot ?? null,
    ...stockParams(needs),
    // The customer's record.
    customer_identity: customerIdentity(after.senderEmail, after.senderPhone, countryOfShop(shop)),
    customer_name: after.senderName ?? '',
    // The trail and the live event.
    actor_kind: staffId ? 'staff' : 'customer',
    audit_action: draft ? 'order.submitted' : 'order.details',
    audit_changes: JSON.stringify(changes),
    channel: LIVE_CHANNEL,
    event: orderEventMessage({
      kind: draft ? 'order.submitted' : 'order.changed',
      order: after,
      ...(!draft && { change: 'details' }),
      actorId: staffId,
    }),
    // The e-mail.
    number_mark: String(mark),
    mail_to: mail?.to ?? null,
    mail_subject: mail?.subject ?? null,
    mail_text: mail?.text ?? null,
    mail_html: mail?.html ?? null,
    mail_from: mail?.fromName ?? null,
    // The discount code's use.
    code_id: context.code?.id ?? null,
    redemption_email: customerEmailKey(after.senderEmail),
    once_per_customer: context.code?.oncePerCustomer ?? false,
  };
  return { shape, values, after, needs };
}

/**
 * The first submission makes the order its sender's (a new customer, or one more order of a known
 * one); a correction only changes what they spent. A walk-in known by name only is nobody's
 * customer record: names alone would merge strangers.
 */
function customerOf(before: OrderRow, after: OrderRow): { kind: WriteShape['customer'] } {
  if (before.customerId) return { kind: 'none' };
  return { kind: after.senderEmail || after.senderPhone ? 'new' : 'none' };
}

/**
 * A submission may change the delivery price (a new zip code). A draft is priced at the shop's
 * settings of now and its lines' rates (kept current while it is a draft), which fixes its tax,
 * and its code is worked out again on its goods; a placed order keeps the rule it was placed with,
 * and its figures when the delivery price did not change (docs/decisions/025, 046).
 */
function priceAgain(context: SubmissionContext, deliveryPrice: string | null) {
  const { order, shop, lines, code } = context;
  const draft = order.orderStatus === 'draft';
  if (!draft && deliveryPrice === order.deliveryPrice) return {};
  const priced = pricingLinesOfItems(lines.map(({ item }) => item));
  const discountTotal =
    draft && code ? moneyColumn(fromCents(discountOf(code, goodsCents(priced)))) : order.discountTotal;
  const money = { method: order.method, price: order.price, deliveryPrice, discountTotal };
  return pricedColumns(money, draft ? shop.tax : placedRule(order), priced);
}
