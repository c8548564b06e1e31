import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, moneyColumn } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * A shop's gift cards (docs/decisions/044). The code itself is never stored: only its SHA-256
 * (looked up by a unique index) and its last four characters, which staff and the customer see.
 * The balance is always the sum of the card's movements, kept in the same transaction as each.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    /**
     * Hex SHA-256 of the normalised code (16 characters, no dashes, upper case). Null while a card
     * waits for its send day: its code is drawn when it is e-mailed (docs/decisions/053).
     */
    codeHash: text('code_hash'),
    codeLast4: char('code_last4', { length: 4 }).notNull(),
    initialAmount: moneyColumn('initial_amount').notNull(),
    balance: moneyColumn('balance').notNull(),
    currency: text('currency').notNull(),
    /** The order that bought it; null for a card staff made by hand. */
    orderId: uuid('order_id').references(() => orders.id),
    /** Which of the order's gift-card lines it is (0 for the first), so an order issues each once. */
    orderLine: integer('order_line'),
    recipientEmail: text('recipient_email'),
    recipientName: text('recipient_name'),
    message: text('message'),
    /** The day its e-mail goes out (the shop's calendar); null: when it was issued. */
    sendOn: date('send_on', { mode: 'string' }),
    /** The last day it can be redeemed on (in the shop's time zone); null: it does not expire. */
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`),
    // Codes are looked up by their hash; two shops never share one (a collision is 2^-80).
    uniqueIndex('gift_cards_code_key').on(t.codeHash),
    // An order issues each of its gift-card lines once, however often it is marked paid.
    uniqueIndex('gift_cards_order_line_key').on(t.orderId, t.orderLine).where(sql`${t.orderId} is not null`),
    // The staff list, newest first, and its search by the last four characters.
    index('gift_cards_business_idx').on(
      t.businessId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('gift_cards_business_last4_idx').on(t.businessId, t.codeLast4),
  ],
);

/**
 * Every change of a card's balance: issued (+), redeemed on an order (−), released back from an
 * order refunded, deleted or changed (+), adjusted by staff with a reason (±), voided (−) when the
 * order that bought it was refunded, undone or deleted (docs/decisions/048).
 */
export const giftCardMovements = pgTable(
  'gift_card_movements',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    type: text('type', { enum: ['issue', 'redeem', 'release', 'adjust', 'void'] }).notNull(),
    /** Signed change of the balance. */
    amount: moneyColumn('amount').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    reason: text('reason'),
    byUserId: uuid('by_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_movements_card_idx').on(t.giftCardId, t.at.desc().nullsFirst()),
    index('gift_card_movements_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/**
 * A gift card the customer applied to an order. Applying reserves nothing: `amount` is what the
 * order has redeemed of the card so far (0 until it is submitted), moved with the card's balance.
 */
export const orderGiftCards = pgTable(
  'order_gift_cards',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    amount: moneyColumn('amount').notNull().default('0'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('order_gift_cards_amount_not_negative', sql`${t.amount} >= 0`),
    uniqueIndex('order_gift_cards_order_card_key').on(t.orderId, t.giftCardId),
    index('order_gift_cards_card_idx').on(t.giftCardId),
  ],
);
