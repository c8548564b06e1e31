import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businessIdColumn, idColumn } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * Card-provider events already handled. The provider retries and may send an event many times;
 * the first insert wins and every later copy is answered without touching the order again.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** The connected account the event came from; null for the platform's own. */
  account: text('account'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The money journal (docs/decisions/048): every amount of money an order took or gave back, one
 * row each, never changed or removed. A payment is positive; a refund and the reversal of a
 * payment recorded by mistake are negative and stand beside it on their own day. Gift cards are
 * not money: what they pay is in gift_card_movements.
 */
export const paymentEntries = pgTable(
  'payment_entries',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['payment', 'refund', 'reversal'] }).notNull(),
    /** How the money came or went: in the shop (cash, card in the shop, bank transfer, other) or online. */
    method: text('method', { enum: ['cash', 'card', 'bank_transfer', 'other', 'online'] }).notNull(),
    /** Signed whole cents: + for a payment, − for a refund or a reversal. */
    amountCents: integer('amount_cents').notNull(),
    /** The payment a reversal undoes. */
    reversesId: uuid('reverses_id'),
    /** A refund made at the card provider, so that the same refund is never posted twice. */
    providerRefundId: text('provider_refund_id'),
    reason: text('reason').notNull().default(''),
    byUserId: uuid('by_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_entries_sign',
      sql`(${t.kind} = 'payment' and ${t.amountCents} > 0) or (${t.kind} <> 'payment' and ${t.amountCents} < 0)`,
    ),
    // The ledger and the cash-up: a shop's entries by when they happened.
    index('payment_entries_business_idx').on(t.businessId, t.at.desc().nullsFirst()),
    index('payment_entries_order_idx').on(t.orderId),
    uniqueIndex('payment_entries_provider_refund_key')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    uniqueIndex('payment_entries_reverses_key').on(t.reversesId).where(sql`${t.reversesId} is not null`),
  ],
);
