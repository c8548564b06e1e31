import type { IssuedGiftCard } from '@contract/gift-cards';
import { fromCents } from '@contract/money';
import type { PaymentMethod } from '@contract/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, paymentEntries } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit';
import { recountCustomer } from '../customers';
import { cardsBoughtBy, issueGiftCards, restoreVoidedCards, voidCardsBoughtBy } from '../gift-cards';
import { publishOrderEvent } from '../live';
import {
  amountDueCents,
  centsOf,
  decimalOf,
  invoicesFollowMoney,
  lockOrder,
  type OrderMoneyRow,
} from './order-money';
import { tellPaymentFollowers } from './payment-followers.service';

/*
 * The one way an order becomes paid or unpaid (docs/decisions/048), for every channel: staff in
 * the shop, the counter, the card provider, gift cards. Each writes the money journal, the
 * order's figures, the audit trail and the live event in the caller's transaction, and a paid
 * order issues the gift cards it bought.
 */

export {
  amountDueCents,
  amountDueSql,
  invoicesFollowMoney,
  keptCents,
  lockOrder,
  moneyAnswer,
  type OrderMoneyRow,
  owedBackCents,
} from './order-money';

type Payer = {
  order: OrderMoneyRow;
  method: PaymentMethod;
  actor: AuditActor;
  now?: Date;
  publicUrl?: string | undefined;
  /** A card payment: the provider's session and payment, which later refunds name. */
  provider?: { sessionId: string; paymentIntentId: string | null };
};

const actorId = (actor: AuditActor) => (actor.kind === 'staff' ? actor.userId : null);

/**
 * Records the payment of what is due on a locked order: the whole order, or the difference when
 * its price was raised after it was paid. Gift cards pay at submission; `gift_card` marks an
 * order they paid in full, which takes no money. Answers the amount taken, in cents.
 */
export async function markOrderPaid(
  tx: Tx,
  { order, method, actor, now = new Date(), publicUrl, provider }: Payer,
): Promise<{ amountCents: number; issued: IssuedGiftCard[] }> {
  const due = amountDueCents(order);
  if (order.paymentStatus === 'refunded') {
    throw new AppError('CONFLICT', `Order #${order.number} was refunded; it cannot be paid again`, {
      payment_status: 'refunded',
    });
  }
  if (order.paymentStatus === 'done' && due === 0) {
    throw new AppError('CONFLICT', `Order #${order.number} is already paid`, { payment_status: 'done' });
  }
  if (method === 'gift_card' && due > 0) {
    throw new AppError('CONFLICT', 'The gift cards do not pay all of this order', {
      amount_due: fromCents(due),
    });
  }
  const amount = method === 'gift_card' ? 0 : due;
  if (amount > 0) {
    await tx.insert(paymentEntries).values({
      businessId: order.businessId,
      orderId: order.id,
      kind: 'payment',
      method: method as Exclude<PaymentMethod, 'gift_card'>,
      amountCents: amount,
      byUserId: actorId(actor),
      at: now,
    });
  }
  const firstPayment = order.paymentStatus !== 'done';
  await tx
    .update(orders)
    .set({
      receivedTotal: sql`${orders.receivedTotal} + ${decimalOf(amount)}::numeric`,
      paymentStatus: 'done',
      // The order's method is how it was paid first; a difference taken later is in the journal.
      ...(firstPayment && { paymentMethod: method, paidAt: now }),
      ...(provider && {
        stripeSessionId: provider.sessionId,
        stripePaymentIntentId: provider.paymentIntentId,
      }),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await recountCustomer(tx, order.customerId);
  await recordAudit(tx, {
    businessId: order.businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    action: 'order.paid',
    changes: {
      ...(firstPayment && { payment_status: { from: order.paymentStatus, to: 'done' } }),
      payment_method: { from: order.paymentMethod, to: method },
      amount: { to: decimalOf(amount) },
    },
  });
  await publishOrderEvent(tx, {
    kind: 'order.paid',
    order: { ...order, paymentStatus: 'done' },
    actorId: actorId(actor),
  });
  // A gift card bought is issued (once) when its order is paid (docs/decisions/044); paid again
  // after an undo, the cards it bought hold again what the undo voided.
  if (firstPayment && centsOf(order.refundedTotal) === 0) {
    await restoreVoidedCards(tx, { orderId: order.id, businessId: order.businessId });
  }
  const issued = await issueGiftCards(tx, { orderId: order.id, publicUrl, now });
  await tellPaymentFollowers(tx, { order: { ...order, paymentStatus: 'done' }, paid: true, actor, now });
  // Every paid order has its invoice, numbered as the paying transaction ends (ADR 047): the
  // shop's counter row is held for as short as it can be. A difference paid after a raised price
  // replaces the invoice with one of the order as it is now.
  await invoicesFollowMoney(tx, { orderId: order.id, now });
  return { amountCents: amount, issued };
}

const shopMethods = new Set<string>(['cash', 'card', 'bank_transfer', 'other']);

/**
 * Undoes a payment recorded in the shop by mistake: each of its payments gets a reversal beside
 * it in the journal (nothing is removed), and the order waits for its payment again. Money that
 * is not the shop's own to take back (a card paid online, gift cards) is refused, and so is an
 * order with refunds or whose gift cards were partly spent; what its cards hold is voided.
 */
export async function undoPayment(
  tx: Tx,
  {
    businessId,
    uuid,
    reason,
    actor,
    now = new Date(),
  }: {
    businessId: string;
    uuid: string;
    reason: string;
    actor: AuditActor;
    now?: Date;
  },
) {
  const order = await lockOrder(tx, { uuid, businessId });
  if (order.paymentStatus !== 'done') {
    throw new AppError('CONFLICT', `Order #${order.number} is not marked paid`, {
      payment_status: order.paymentStatus,
    });
  }
  const payments = await tx
    .select({ id: paymentEntries.id, method: paymentEntries.method, amountCents: paymentEntries.amountCents })
    .from(paymentEntries)
    .where(
      and(
        eq(paymentEntries.orderId, order.id),
        eq(paymentEntries.kind, 'payment'),
        isNull(sql`(select r.id from ${paymentEntries} r where r.reverses_id = ${paymentEntries.id})`),
      ),
    );
  if (order.paymentMethod === 'online' || payments.some((p) => p.method === 'online')) {
    throw new AppError(
      'CONFLICT',
      'A card payment made online cannot be undone here; refund it in the card provider’s dashboard.',
      { payment_method: 'online' },
    );
  }
  if (centsOf(order.giftCardTotal) > 0 || !payments.every((p) => shopMethods.has(p.method))) {
    throw new AppError(
      'CONFLICT',
      'Gift cards paid for this order; take them off the order or delete it to give their money back.',
      { payment_method: 'gift_card' },
    );
  }
  if (centsOf(order.refundedTotal) > 0) {
    throw new AppError('CONFLICT', 'This payment was partly refunded; refund the rest instead.', {
      refunded_total: order.refundedTotal,
    });
  }
  const bought = await cardsBoughtBy(tx, { orderId: order.id });
  if (bought.spentCents > 0) {
    const spent = fromCents(bought.spentCents).toFixed(2);
    throw new AppError(
      'CONFLICT',
      `${spent} of the gift cards this order bought was already spent; refund what is left instead.`,
      { spent: fromCents(bought.spentCents) },
    );
  }
  await voidCardsBoughtBy(tx, { orderId: order.id, businessId, byUserId: actorId(actor) });
  for (const payment of payments) {
    await tx.insert(paymentEntries).values({
      businessId,
      orderId: order.id,
      kind: 'reversal',
      method: payment.method,
      amountCents: -payment.amountCents,
      reversesId: payment.id,
      reason,
      byUserId: actorId(actor),
      at: now,
    });
  }
  await tx
    .update(orders)
    .set({ receivedTotal: '0', paymentStatus: 'pending', paymentMethod: null, paidAt: null, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recountCustomer(tx, order.customerId);
  await tellPaymentFollowers(tx, { order: { ...order, paymentStatus: 'pending' }, paid: false, actor, now });
  // Its invoice is credited in full; paid again, the order gets a new one.
  await invoicesFollowMoney(tx, { orderId: order.id, reason, now });
  await recordAudit(tx, {
    businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    action: 'order.unpaid',
    changes: {
      payment_status: { from: 'done', to: 'pending' },
      payment_method: { from: order.paymentMethod, to: null },
      reason: { to: reason },
    },
  });
  await publishOrderEvent(tx, {
    kind: 'order.changed',
    order: { ...order, paymentStatus: 'pending' },
    change: 'payment',
    actorId: actorId(actor),
  });
}
