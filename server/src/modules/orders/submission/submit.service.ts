import { isGiftCardsOnly } from '@contract/gift-card-orders';
import { fromCents } from '@contract/money';
import { goodsCents, pricingLinesOfItems } from '@contract/order-pricing';
import type { OrderSubmitInput } from '@contract/order-submission';
import type { PublicOrder } from '@contract/orders';
import type { Db, Tx } from '../../../db/client';
import { type BatchedCounts, batchedCountsOf } from '../../../lib/batched-counts';
import { refusalOf } from '../../../lib/db-errors';
import { AppError } from '../../../lib/errors';
import { customerActor, staffActor } from '../../audit';
import { recountCustomer } from '../../customers';
import { codeProblem, codeRefusal, customerCodeRefusal } from '../../discounts';
import { orderPayments, redeemGiftCards } from '../../gift-cards';
import { amountDueCents, lockOrder, markOrderPaid } from '../../payments';
import { capacityOf, type Place, placeOf, type SlotProblem, slotProblem, todayIn } from '../../scheduling';
import { type CounterRules, overrideOf, ruleOfProblem, ruleRefused } from '../counter/counter-rules';
import { readLineStock, shortOf, soldOutLine, stockNeeds } from '../lines/line-stock';
import { mayMailReceived } from '../mails/received-mail-budget';
import { isCustomerEditable, toPublicOrder } from '../queries/order-mapping.service';
import { slotMessages } from './slot-messages';
import { checkFormRules, checkPlace, invalid, type RequestedSlot } from './submission-checks';
import { readSubmission, type SubmissionContext } from './submission-context';
import { sendsReceivedMail, submissionValues } from './submission-values';
import { submissionStatement } from './submission-write';

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
  /** Where a customer's "we have your order" mails are counted (submitOrder's database's). */
  mailCounts?: BatchedCounts;
  /** Outside a transaction: an order with gift cards applied must start again in one. */
  alone?: boolean;
};

/** Times a submission is read again when its order changed between its read and its write. */
const ATTEMPTS = 3;

/**
 * The customer completes (or corrects) their order, or staff do it on their behalf: checked
 * against the shop's settings, its delivery area and its free windows; a draft becomes pending.
 * Customers may change a draft or an unpaid pending order; staff may until the order is done.
 *
 * No transaction: one read and one statement that commits alone (docs/decisions/032). When the
 * order changed between them (the customer sent twice, staff corrected it), the statement refuses
 * itself and the submission starts again from the order as it now stands.
 */
export async function submitOrder(
  db: Db,
  args: Omit<SubmitArgs, 'input' | 'counter'> & { input: OrderSubmitInput },
): Promise<PublicOrder> {
  const submission = { ...args, mailCounts: batchedCountsOf(db) };
  // An order with gift cards applied redeems them in the submission's transaction (ADR 044): the
  // submission's read says whether it has any, and such an order starts again in a transaction.
  // Only a change between read and write counts as an attempt: finding the cards is not one.
  let withCards = false;
  let attempts = 0;
  for (;;) {
    try {
      if (!withCards) return await submitOrderIn(db, { ...submission, alone: true });
      return await db.transaction(async (tx) =>
        payWithGiftCards(tx, await submitOrderIn(tx, submission), submission),
      );
    } catch (error) {
      if (error instanceof HasGiftCards && !withCards) withCards = true;
      else if (!(error instanceof OrderChanged) || ++attempts >= ATTEMPTS) throw toAppError(error);
    }
  }
}

/**
 * The submitted order's gift cards pay what they hold of its total; when they pay all of it, the
 * order is paid (by gift card) there and then, and any gift cards it bought are issued. The
 * counter calls it in its own transaction, after placing its draft.
 */
export async function payWithGiftCards(
  tx: Tx,
  order: PublicOrder,
  { sender = { kind: 'customer' }, now = new Date(), publicUrl }: Omit<SubmitArgs, 'input' | 'counter'>,
): Promise<PublicOrder> {
  const row = await lockOrder(tx, { uuid: order.uuid });
  const actor = sender.kind === 'staff' ? staffActor(sender.userId) : customerActor;
  await redeemGiftCards(tx, row, actor);
  // The cards' part is now in gift_card_total: read the order as it stands to see what is left.
  const settled = await lockOrder(tx, { uuid: order.uuid });
  const amountDue = amountDueCents(settled);
  const paidNow = amountDue === 0 && settled.paymentStatus !== 'done' && settled.paymentStatus !== 'refunded';
  if (paidNow) {
    await markOrderPaid(tx, { order: settled, method: 'gift_card', actor, now, publicUrl });
  }
  const paid = paidNow
    ? { payment_status: 'done' as const, payment_method: 'gift_card' as const, editable: false }
    : {};
  const { payments } = await orderPayments(tx, { ...settled, editable: false });
  return { ...order, ...paid, payments, amount_due: fromCents(amountDue) };
}

/** The order changed between the submission's read and its write. */
class OrderChanged extends Error {}

/** The order has gift cards applied, and the submission was not in a transaction. */
class HasGiftCards extends Error {}

const toAppError = (error: unknown) =>
  error instanceof OrderChanged
    ? new AppError('CONFLICT', 'This order was just changed. Please look at it again and send it once more.')
    : error;

/**
 * submitOrder in the caller's transaction (at the counter, with the draft it just made) or alone.
 * One read, then one write (submission-write.ts) that holds the window's place, takes the stock
 * and, for a storefront cart, the shop's next number.
 */
export async function submitOrderIn(
  tx: Tx,
  {
    uuid,
    input,
    sender = { kind: 'customer' },
    now = new Date(),
    publicUrl,
    counter,
    mailCounts,
    alone,
  }: SubmitArgs,
): Promise<PublicOrder> {
  const context = await readSubmission(tx, { uuid, zipcode: input.delivery_zipcode ?? null });
  if (alone && context.hasGiftCards) throw new HasGiftCards();
  const { order, settings } = context;
  const staff = sender.kind === 'staff' && sender.businessId === order.businessId ? sender : null;
  const editable = staff ? order.orderStatus !== 'done' : isCustomerEditable(order);
  if (!editable) {
    const message = staff
      ? 'A done order can no longer be changed; move it back to ready first.'
      : 'This order can no longer be changed. Please contact the shop.';
    throw new AppError('CONFLICT', message);
  }
  // Gift cards alone go nowhere and take no window (docs/decisions/053).
  const giftCardsOnly = isGiftCardsOnly(context.lines.map(({ item }) => item));
  const today = todayIn(context.shop.timeZone, now);
  const slot = checkFormRules({ order, input, settings, counter, giftCardsOnly, today });
  checkCode(context, now, staff !== null);
  const place = await checkPlace(tx, context, { input, counter, giftCardsOnly });
  // An order keeps its place in its window; only a new date or time must find a free one. A
  // walk-in who takes the flowers now holds no window.
  const moved = slot !== null && (slot.date !== order.deliveryDate || slot.slot !== order.timeSlot);
  const window = moved && !counter?.walkIn ? checkWindow(context, slot, now, counter) : null;
  const { shape, values, after, needs } = submissionValues({
    context,
    input,
    place,
    slot,
    window,
    staffId: staff?.userId ?? null,
    now,
    publicUrl,
    mailReceived: await receivedMailAllowed(tx, {
      context,
      input,
      publicUrl,
      staff: staff !== null,
      mailCounts,
    }),
  });
  // Not enough left as read: refused before writing, naming what is short.
  const short = shape.stock ? shortOf(needs) : undefined;
  if (short) throw soldOutLine(short.name);
  let written: { number: number; customerId: string | null } | undefined;
  try {
    [written] = await submissionStatement(tx, shape).execute(values);
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === 'changed') throw new OrderChanged();
    if (refusal === 'window_full') throw windowRefused('full', counter);
    if (refusal === 'sold_out') throw await soldOutNow(tx, context.order.id);
    if (refusal === 'code_used_up' || refusal === 'code_used_by_you') {
      throw (staff ? codeRefusal : customerCodeRefusal)(
        refusal === 'code_used_up' ? 'used_up' : 'used_by_you',
        context.code,
        context.shop.currency,
        true,
      );
    }
    throw error;
  }
  if (!written) throw new Error('submission statement answered no row');
  // An order paid before its first submission counts for the customer it has only now.
  if (!context.order.customerId && context.order.paymentStatus !== 'pending') {
    await recountCustomer(tx, written.customerId);
  }
  const items = context.lines.map((line) => line.item);
  return toPublicOrder(
    { ...after, number: written.number, customerId: written.customerId },
    context.shop,
    items,
  );
}

/**
 * Whether the "we have your order" mail may go out: staff typed the address themselves; a
 * customer's submission counts against the address's budget, and only when there is a mail to send.
 */
async function receivedMailAllowed(
  tx: Tx,
  args: {
    context: SubmissionContext;
    input: SubmitDetails;
    publicUrl: string | undefined;
    staff: boolean;
    mailCounts: BatchedCounts | undefined;
  },
) {
  if (args.staff || !sendsReceivedMail(args) || !args.input.sender_email) return true;
  if (!args.mailCounts) throw new Error('a customer’s submission is counted against the mail budget');
  return mayMailReceived(tx, args.mailCounts, {
    businessId: args.context.order.businessId,
    email: args.input.sender_email,
  });
}

/** Someone took the last one between the read and the write: read again to name it. */
async function soldOutNow(tx: Tx, orderId: string) {
  const short = shortOf(stockNeeds(await readLineStock(tx, orderId)));
  return soldOutLine(short?.name ?? 'an item');
}

/**
 * A code attached to a draft is checked again as the order is placed: it may have expired or been
 * switched off since it was applied, or the order no longer reach its minimum (docs/product.md).
 * The customer learns only the minimum; staff placing the order learn why (customerCodeRefusal).
 */
function checkCode({ order, code, redeemed, shop, lines }: SubmissionContext, now: Date, byStaff: boolean) {
  if (!order.discountCodeId || redeemed) return;
  const today = todayIn(shop.timeZone, now);
  // The minimum counts the goods only: gift cards are not discounted (docs/decisions/046).
  const subtotal = goodsCents(pricingLinesOfItems(lines.map(({ item }) => item)));
  const problem = codeProblem(code, { today, subtotal });
  if (problem) throw (byStaff ? codeRefusal : customerCodeRefusal)(problem, code, shop.currency, true);
}

/** A window the order enters: its place, and the places it has (null: no limit, or set aside). */
export type EnteredWindow = { entering: Place; leaving: Place | null; capacity: number | null };

/**
 * The chosen window must be open for this order by the shop's rules; whether a place is left is
 * decided by holding it in the write, where the last place goes to one customer only.
 */
function checkWindow(
  { order, rules }: SubmissionContext,
  { date, slot }: NonNullable<RequestedSlot>,
  now: Date,
  counter: CounterRules | undefined,
): EnteredWindow {
  const waived = (counter?.overrides ?? []).flatMap((name) => overrideOf[name] ?? []);
  const problem = slotProblem(rules, { date, slot, now, waived });
  if (problem) throw windowRefused(problem, counter);
  return {
    entering: { windowType: order.method, date, slot },
    leaving: placeOf(order),
    capacity: waived.includes('full') ? null : capacityOf(rules, date, slot),
  };
}

function windowRefused(problem: SlotProblem, counter: CounterRules | undefined) {
  const [field, message] = slotMessages[problem];
  const rule = counter ? ruleOfProblem[problem] : undefined;
  return rule ? ruleRefused(rule, field, message) : invalid({ [field]: message });
}
