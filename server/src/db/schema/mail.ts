import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';

/** A file sent with a mail, made when it is sent (modules/mail/outbox.service.ts): a document by its id. */
export type MailAttachmentRef = { kind: 'invoice'; id: string };

/**
 * Mail waiting to go out. A row is written in the same transaction as the change that causes the
 * mail, so a mail is never sent for a change that was rolled back, nor lost for one that was kept;
 * a background worker sends it (modules/mail/outbox.service.ts) and retries with backoff.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** The recipient's address ("to" is a reserved word in SQL). */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The display name of the sender, e.g. the shop's name; the address is always MAIL_FROM's. */
    fromName: text('from_name'),
    /** Files made when the mail is sent (an invoice's PDF), not stored: at most a few per mail. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    /**
     * A gift card e-mailed on a later day (docs/decisions/053): its code is drawn when the mail is
     * sent, so until then the body holds a placeholder; a card voided by then is not e-mailed.
     */
    giftCardId: uuid('gift_card_id'),
    /**
     * A marketing mail's one-click unsubscribe address (RFC 8058): sent as List-Unsubscribe with
     * List-Unsubscribe-Post. Null for the mails an order or an account needs.
     */
    unsubscribeUrl: text('unsubscribe_url'),
    /**
     * A customer's notice about an order (docs/decisions/066): once sent, the envelope stays as the
     * order's record of what was sent to whom and when, and is not deleted with other old mail.
     */
    orderId: uuid('order_id'),
    /** Which notice ('received', 'ready', 'done'). */
    notice: text('notice'),
    /** Sends tried so far, counted when a worker claims the row. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
    index('mail_outbox_gift_card_idx').on(t.giftCardId).where(sql`${t.giftCardId} is not null`),
    index('mail_outbox_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
  ],
);
