import { toCents } from '@contract/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client';
import { businesses, orders, stripeEvents } from '../../db/schema';
import { type CardProvider, requireCardProvider, toMinorUnits } from '../../lib/card-payments';
import { AppError } from '../../lib/errors';
import { cardProviderActor, recordAudit } from '../audit/audit-trail.service';
import { issueGiftCards, releaseGiftCards } from '../gift-cards/gift-cards.service';
import { issueInvoice } from '../invoices/invoices.service';
import { type AnnouncedOrder, publishOrderEvent } from '../live/order-events.service';
import { orderTotal } from '../orders/order-mapping.service';

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
      if (!uuid) return 0;
      const problem = await amountProblem(tx, { uuid, account: event.account, session });
      if (problem) {
        // Ids and amounts only: enough for the shop to find the payment, nothing about the customer.
        log.warn({ event: event.id, order: uuid, ...problem }, 'card payment does not match the order');
        return 0;
      }
      return recordChanges(
        tx,
        tx
          .update(orders)
          .set({
            paymentStatus: 'done',
            paymentMethod: 'online',
            paidAt: new Date(),
            stripeSessionId: session.id,
            stripePaymentIntentId: intentId(session.payment_intent),
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(orders.id, uuid),
              ofAccount(event.account),
              inArray(orders.paymentStatus, ['pending', 'ready', 'failed']),
            ),
          )
          .returning(touched),
        publicUrl,
      );
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
      );
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent = intentId(charge.payment_intent);
      // A partial refund leaves the order paid; the provider's payments view shows the rest.
      if (!intent || !charge.refunded) return 0;
      return recordChanges(
        tx,
        tx
          .update(orders)
          .set({ paymentStatus: 'refunded', updatedAt: new Date() })
          .where(
            and(
              eq(orders.stripePaymentIntentId, intent),
              ofAccount(event.account),
              eq(orders.paymentStatus, 'done'),
            ),
          )
          .returning(touched),
      );
    }
    default:
      return 0;
  }
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
      currency: businesses.currency,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(and(eq(orders.id, uuid), ofAccount(account)));
  if (!order) return null;
  const expected = {
    // What is left to pay once gift cards paid their part (ADR 044).
    amount: toMinorUnits(toCents(orderTotal(order)) - toCents(Number(order.giftCardTotal)), order.currency),
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

const paymentActions = {
  done: 'order.paid',
  failed: 'order.payment_failed',
  refunded: 'order.refunded',
} as const;

/** Counts the orders an event changed and records each in the trail, as the card provider's doing. */
async function recordChanges(tx: Tx, rows: Promise<AnnouncedOrder[]>, publicUrl?: string): Promise<number> {
  const changed = await rows;
  for (const row of changed) {
    // A paid order issues the gift cards it bought; a refunded one gives back what cards paid of it.
    if (row.paymentStatus === 'done') await issueGiftCards(tx, { orderId: row.id, publicUrl });
    if (row.paymentStatus === 'refunded') await releaseGiftCards(tx, row);
    await recordAudit(tx, {
      businessId: row.businessId,
      actor: cardProviderActor,
      entityType: 'order',
      entityId: row.id,
      action: paymentActions[row.paymentStatus as keyof typeof paymentActions] ?? 'order.payment',
      changes: { payment_status: { to: row.paymentStatus } },
    });
    await publishOrderEvent(tx, {
      kind: row.paymentStatus === 'done' ? 'order.paid' : 'order.changed',
      order: row,
      ...(row.paymentStatus !== 'done' && { change: 'payment' }),
    });
    // Last: its number's lock is held only until the commit (ADR 047).
    if (row.paymentStatus === 'done') await issueInvoice(tx, { orderId: row.id });
  }
  return changed.length;
}
