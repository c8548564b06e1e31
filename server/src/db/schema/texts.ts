import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessIdColumn, createdAtColumn, idColumn, updatedAtColumn } from './columns';

/*
 * Texts (SMS) to customers and recipients (docs/decisions/066), owned by modules/texts.
 */

/** A shop's choices for texts; no row: the defaults (no notice chosen, so nothing is texted). */
export const textSettings = pgTable('text_settings', {
  businessId: businessIdColumn().primaryKey(),
  /** The notices that go by text (contract/texts.ts TEXT_NOTICES). */
  notices: text('notices').array().notNull().default(sql`'{}'::text[]`),
  /** Texts sent at most in a calendar month on the shop's clock. */
  monthlyCap: integer('monthly_cap').notNull().default(200),
  /** 'HH:MM' on the shop's clock: texts due in this span wait until it ends. */
  quietStart: text('quiet_start').notNull().default('21:00'),
  quietEnd: text('quiet_end').notNull().default('08:00'),
  updatedAt: updatedAtColumn(),
});

/** Who asked for texts about one order, on its order page. */
export const textOptIns = pgTable('text_opt_ins', {
  orderId: uuid('order_id').primaryKey(),
  businessId: businessIdColumn(),
  /** The customer is texted at the order's sender phone. */
  customer: boolean('customer').notNull().default(false),
  /** The recipient is texted at the order's recipient phone ("on its way", "not home"). */
  recipient: boolean('recipient').notNull().default(false),
  updatedAt: updatedAtColumn(),
});

/** Numbers that answered STOP to a shop: that shop texts them no more (E.164). */
export const textOptOuts = pgTable(
  'text_opt_outs',
  {
    businessId: businessIdColumn(),
    phone: text('phone').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.phone] })],
);

/**
 * Texts waiting to go out and what became of them. Written in the transaction of the change that
 * causes the text; one row per order, notice and person, so a notice is never queued twice. The
 * body is blanked once sent; the envelope stays as the order's record of what was sent to whom.
 */
export const textOutbox = pgTable(
  'text_outbox',
  {
    id: idColumn(),
    businessId: businessIdColumn(),
    orderId: uuid('order_id').notNull(),
    notice: text('notice').notNull(),
    /** 'customer' or 'recipient'. */
    role: text('role').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    /** 'queued', 'sent', or 'dropped' (see `outcome`). */
    status: text('status').notNull().default('queued'),
    /** Why a text was not sent: 'stopped', 'cap', 'late', 'refused', 'gave_up'. */
    outcome: text('outcome'),
    /** After this a held text is no news any more and is dropped ('late'). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('text_outbox_notice_key').on(t.orderId, t.notice, t.role),
    index('text_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('text_outbox_month_idx').on(t.businessId, t.sentAt).where(sql`${t.sentAt} is not null`),
  ],
);
