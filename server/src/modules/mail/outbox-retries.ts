import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { mailOutbox } from '../../db/schema';
import { loggableError } from '../../lib/loggable-error';
import type { MailLog } from '../../lib/mail';

/*
 * What the outbox does when a send does not go through: count the try and wait longer each time,
 * or, when the mail server cannot be reached at all, wait for it without counting.
 */

/** Sends tried before a message is given up (about two hours of backoff in all). */
export const MAX_ATTEMPTS = 8;
/** A claimed row whose worker died comes back after this long. */
export const CLAIM_SECONDS = 5 * 60;

export type Claimed = typeof mailOutbox.$inferSelect;

/** Minutes to wait after the n-th failed send: 1, 2, 4 … capped at an hour. */
export const backoffSeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);

/** How soon a mail that waits for an unreachable mail server is tried again. */
export const SERVER_AWAY_RETRY_SECONDS = 30;

/** The mail transport's words for a server that cannot be reached at all (refused, timed out, cut). */
const SERVER_AWAY_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
]);

/**
 * The mail server is away, which is no fault of the message: its try is not counted, or an outage
 * of a couple of hours would make every mail in the queue give up. A server that answers and
 * refuses (a bad address, a full mailbox) is the message's failure and counts.
 */
export function isMailServerAway(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SERVER_AWAY_CODES.has(code);
}

/** Gives a claimed row back untried-as-counted, due again shortly. */
export async function putBack(db: Db, row: Claimed, reason: string) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
      lastError: reason.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${SERVER_AWAY_RETRY_SECONDS})`,
    })
    .where(eq(mailOutbox.id, row.id));
}

export async function recordFailure(db: Db, log: MailLog, row: Claimed, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // The mail's id finds its row (and recipient) in the outbox; the log itself names nobody.
  const context = { mailId: row.id, subject: row.subject, attempts: row.attempts, err: loggableError(error) };
  const givingUp = row.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      lastError: message.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
    })
    .where(eq(mailOutbox.id, row.id));
  if (givingUp) {
    log.error(context, `mail not sent after ${MAX_ATTEMPTS} attempts; giving up`);
  } else {
    log.warn(context, 'mail not sent; will try again');
  }
}

const markSent = (db: Db) =>
  prepared(db, 'mail_sent', (d) =>
    d
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, text: '', html: '', unsubscribeUrl: null, lastError: null })
      .where(sql`${mailOutbox.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('mail_sent'),
  );

/** Waits between tries to mark a sent mail: the database is back within seconds after a restart. */
const MARK_RETRY_MS = { first: 250, max: 5_000 };

/**
 * Marks delivered mails as sent, in one statement for the mails of a claim (one statement a mail
 * was an eighth of a peak day's statements), trying again while the database is away: unmarked, a
 * row would come back after its claim and the person would get the mail twice. Gives up shortly
 * before the claim runs out (the same mail twice is then the lesser harm than none).
 */
export async function markSentSurely(db: Db, ids: string[], claimMs = CLAIM_SECONDS * 1000) {
  if (!ids.length) return;
  const deadline = Date.now() + claimMs - 30_000;
  for (let wait = MARK_RETRY_MS.first; ; wait = Math.min(wait * 2, MARK_RETRY_MS.max)) {
    try {
      await markSent(db).execute({ ids });
      return;
    } catch (error) {
      if (Date.now() + wait > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
