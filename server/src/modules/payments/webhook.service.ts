import { idSchema } from '@contract/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client';
import { businesses, orders, stripeEvents } from '../../db/schema';
import {
  type CardProvider,
  fromMinorUnits,
  requireCardProvider,
  toMinorUnits,
} from '../../lib/card-payments';
import { AppError } from '../../lib/errors';
import { cardProviderActor, recordAudit } from '../audit';
import { type AnnouncedOrder, publishOrderEvent } from '../live';
import { queuePush } from '../push';
import { recordFailedProviderRefund, recordProviderRefund } from './card-provider-refunds.service';
import { amountDueCents, lockOrder, markOrderPaid, type OrderMoneyRow } from './order-payment.service';

/** Where a refused payment is reported: the request's logger. */
export type WebhookLog = { warn(details: object, message: string): void };

export type WebhookOutcome = { received: true; duplicate?: boolean; changed?: number };

/** Checks the provider's signature over the exact bytes it sent; anything else is refused. */
export function readEvent(
  provider: CardProvider | undefined,
  payload: Buffer,
  signature: string | undefined,
): Stripe.Event {
  const cards = requireCardProvider(provider);
  if (!cards.webhookSecret) {
    throw new AppError('PAYMENTS_NOT_CONFIGURED', 'Set STRIPE_WEBHOOK_SECRET to receive payment events', {
      configured: false,
    });
  }
  if (!signature)
    throw new AppError('VALIDATION_ERROR', 'The event is not signed', { 'stripe-signature': 'Missing' });
  try {
    return cards.stripe.webhooks.constructEvent(payload, signature, cards.webhookSecret);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'The event signature does not match', {
      'stripe-signature': 'Does not match',
    });
  }
}

/**
 * Moves an order's payment status on the provider's word. Each event is handled once (its id is
 * recorded in the same transaction as the change), and only an order of the shop whose connected
 * account sent the event is touched: an event naming another shop's order changes nothing.
 */
export async function handleEvent(
  db: Db,
  event: Stripe.Event,
  log: WebhookLog = { warn: () => {} },
  /** For the links in the e-mails a payment sends (a gift card bought). */
  publicUrl?: string,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, account: event.account ?? null })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { received: true, duplicate: true };
    const changed = await apply(tx, event, log, publicUrl);
    return { received: true, changed };
  });
}

/** Orders of the shop whose connected account this is; null matches none. */
const ofAccount = (account: string | undefined) =>
  sql`${orders.businessId} = (select ${businesses.id} from ${businesses} where ${businesses.stripeAccountId} = ${account ?? null})`;

async function apply(tx: Tx, event: Stripe.Event, log: WebhookLog, publicUrl?: string): Promise<number> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Bank debits complete the session before the money arrives; their success comes later.
      if (session.payment_status !== 'paid') return 0;
      const uuid = session.metadata?.order_uuid ?? session.client_reference_id;
      if (!uuid || !idSchema.safeParse(uuid).success) return 0;
      const problem = await amountProblem(tx, { uuid, account: event.account, session });
      if (problem) {
        // Ids and amounts only: enough for the shop to find the payment, nothing about the customer.
        log.warn({ event: event.id, order: uuid, ...problem }, 'card payment does not match the order');
        return 0;
      }
      const order = await orderOfAccount(tx, { uuid, account: event.account });
      if (!order || !['pending', 'ready', 'failed'].includes(order.paymentStatus)) return 0;
      await markOrderPaid(tx, {
        order,
        method: 'online',
        actor: cardProviderActor,
        publicUrl,
        provider: { sessionId: session.id, paymentIntentId: intentId(session.payment_intent) },
      });
      return 1;
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      // Only the order's newest session speaks for it; an older one expiring changes nothing.
      return recordChanges(
        tx,
        tx
          .update(orders)
          .set({ paymentStatus: 'failed', updatedAt: new Date() })
          .where(
            and(
              eq(orders.stripeSessionId, session.id),
              ofAccount(event.account),
              eq(orders.paymentStatus, 'ready'),
            ),
          )
          .returning(touched),
        // An expired session is a customer who left; a failed payment is one the shop should know of.
        event.type === 'checkout.session.async_payment_failed',
      );
    }
    case 'charge.refunded': {
      // Partial or full, made here or in the provider's dashboard: the charge says how much of it
      // went back so far, and what is new of that is posted on the day it happened (ADR 048).
      const charge = event.data.object;
      const intent = intentId(charge.payment_intent);
      if (!intent) return 0;
      const order = await orderOfAccount(tx, { intent, account: event.account });
      if (!order) return 0;
      const posted = await recordProviderRefund(tx, {
        order,
        refundedSoFarCents: fromMinorUnits(charge.amount_refunded, charge.currency.toUpperCase()),
        at: new Date(event.created * 1000),
        actor: cardProviderActor,
        log,
      });
      return posted ? 1 : 0;
    }
    case 'refund.updated': {
      // A refund that failed or was cancelled gives the money back to the shop; a refund that
      // succeeded is posted from its charge.refunded, which carries the amount refunded so far.
      const refund = event.data.object;
      const intent = intentId(refund.payment_intent);
      if (!intent || (refund.status !== 'failed' && refund.status !== 'canceled')) return 0;
      const order = await orderOfAccount(tx, { intent, account: event.account });
      if (!order) return 0;
      const posted = await recordFailedProviderRefund(tx, {
        order,
        refundId: refund.id,
        amountCents: fromMinorUnits(refund.amount, refund.currency.toUpperCase()),
        at: new Date(event.created * 1000),
        actor: cardProviderActor,
      });
      return posted ? 1 : 0;
    }
    default:
      return 0;
  }
}

/** The order (locked) of the shop whose connected account sent the event, by its id or its payment. */
async function orderOfAccount(
  tx: Tx,
  { uuid, intent, account }: { uuid?: string; intent?: string; account: string | undefined },
): Promise<OrderMoneyRow | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        uuid ? eq(orders.id, uuid) : eq(orders.stripePaymentIntentId, intent ?? ''),
        ofAccount(account),
        isNull(orders.deletedAt),
      ),
    );
  return row ? lockOrder(tx, { uuid: row.id }) : undefined;
}

/**
 * What the customer paid must be what the order costs, in the shop's currency: a session opened
 * before the order was changed, or made by hand for another amount, does not pay for it. Answers
 * what differs, or null when it matches (or when no order of this account has that id).
 */
async function amountProblem(
  tx: Tx,
  { uuid, account, session }: { uuid: string; account: string | undefined; session: Stripe.Checkout.Session },
) {
  const [order] = await tx
    .select({
      total: orders.total,
      giftCardTotal: orders.giftCardTotal,
      receivedTotal: orders.receivedTotal,
      refundedTotal: orders.refundedTotal,
      currency: businesses.currency,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(eq(orders.id, uuid), ofAccount(account)));
  if (!order) return null;
  const expected = {
    // What is left to pay once gift cards paid their part (ADR 044).
    amount: toMinorUnits(amountDueCents(order), order.currency),
    currency: order.currency.toLowerCase(),
  };
  const paid = { amount: session.amount_total, currency: session.currency?.toLowerCase() ?? null };
  if (paid.amount === expected.amount && paid.currency === expected.currency) return null;
  return { expected, paid };
}

const intentId = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** What a changed order answers with: enough for its audit event. */
const touched = {
  id: orders.id,
  businessId: orders.businessId,
  number: orders.number,
  orderStatus: orders.orderStatus,
  paymentStatus: orders.paymentStatus,
};

/**
 * Counts the orders a failed or expired payment changed, each recorded as the card provider's
 * doing; a failed payment is pushed to the shop's devices that chose it (docs/decisions/063).
 */
async function recordChanges(tx: Tx, rows: Promise<AnnouncedOrder[]>, failed = false): Promise<number> {
  const changed = await rows;
  for (const row of changed) {
    await recordAudit(tx, {
      businessId: row.businessId,
      actor: cardProviderActor,
      entityType: 'order',
      entityId: row.id,
      action: 'order.payment_failed',
      changes: { payment_status: { to: row.paymentStatus } },
    });
    await publishOrderEvent(tx, { kind: 'order.changed', order: row, change: 'payment' });
    if (failed) {
      await queuePush(tx, {
        businessId: row.businessId,
        kind: 'card_failed',
        orderId: row.id,
        orderNumber: row.number,
      });
    }
  }
  return changed.length;
}
