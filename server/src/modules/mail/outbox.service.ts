import { and, inArray, isNotNull, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { mailOutbox } from '../../db/schema';
import { loggableError } from '../../lib/loggable-error';
import type {
  AttachmentMaker,
  HeldMailReadier,
  Mailer,
  MailFile,
  MailLog,
  MailMessage,
} from '../../lib/mail';
import { withMailOrigin } from '../../lib/mail-layout';
import { readyHeldRow } from './held-mail.service';
import {
  CLAIM_SECONDS,
  type Claimed,
  isMailServerAway,
  MAX_ATTEMPTS,
  markSentSurely,
  putBack,
  recordFailure,
} from './outbox-retries';

const BATCH = 20;

/**
 * Queues a message. Call it inside the transaction of the change that causes the mail: the mail
 * goes out only if that change is committed, and never holds up or fails the request.
 */
export async function queueMail(tx: Tx, message: MailMessage): Promise<void> {
  await mailWrite(tx, message);
}

/** Files one mail may carry: each is made when the mail is sent, and none is a big one. */
export const MAX_ATTACHMENTS = 3;

/** queueMail's insert, built but not sent (db/alongside.ts); the same terms apply. */
export function mailWrite(tx: Tx, message: MailMessage) {
  const attachments = message.attachments?.length ? message.attachments : null;
  if (attachments && attachments.length > MAX_ATTACHMENTS) {
    throw new Error(`a mail carries at most ${MAX_ATTACHMENTS} attachments`);
  }
  return tx.insert(mailOutbox).values({
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    fromName: message.fromName ?? null,
    attachments,
    // The worker takes a row once this time has come: a mail for a later day waits like a retry.
    ...(message.sendAt && { nextAttemptAt: message.sendAt }),
    giftCardId: message.giftCardId ?? null,
    unsubscribeUrl: message.unsubscribeUrl ?? null,
    orderId: message.orderNotice?.orderId ?? null,
    notice: message.orderNotice?.notice ?? null,
  });
}

/** The parts of a mail built with placeholders that its caller makes: SQL of its placeholders. */
export type MailStatementParts = {
  subject: SQL;
  text: SQL;
  html: SQL;
  /** A customer's notice about an order (docs/decisions/066): its order and which notice. */
  orderNotice?: { orderId: SQL; notice: string };
};

/**
 * A plain mail queued, built but not sent, for a statement prepared once with placeholders (the
 * submission's, docs/decisions/032): it goes out only if that statement commits. Reads the
 * placeholders `mail_to` and `mail_from`; subject and texts are given, as they may carry what only
 * the statement knows (the order's number). No attachment, sent as soon as the worker runs.
 */
export function mailStatement(tx: Tx, parts: MailStatementParts) {
  return tx.insert(mailOutbox).values({
    recipient: sql.placeholder('mail_to'),
    subject: parts.subject,
    text: parts.text,
    html: parts.html,
    fromName: sql.placeholder('mail_from'),
    ...(parts.orderNotice && { orderId: parts.orderNotice.orderId, notice: parts.orderNotice.notice }),
  });
}

export type OutboxRun = { sent: number; failed: number };

/** What a run needs from other modules, wired in app.ts; a mail that needs a missing one waits. */
export type OutboxHelpers = {
  /** Makes the files a mail names (an invoice's PDF). */
  makeAttachment?: AttachmentMaker | undefined;
  /** Draws the code of a gift card held for its day (docs/decisions/053). */
  readyHeldMail?: HeldMailReadier | undefined;
  /** The app's public address, written into a mail's links as it is sent (lib/mail-layout.ts). */
  origin?: string | undefined;
};

/**
 * `recipientLike` limits a run to addresses LIKE the pattern: test files that share one PostgreSQL
 * database each send only their own mail. Production runs take every row.
 */
export type OutboxScope = {
  recipientLike?: string | undefined;
  /** The clock a run takes mail due by: tests send a held mail on its day without waiting for it. */
  now?: Date | undefined;
};

/**
 * Sends the messages that are due. Rows are claimed in one short statement (FOR UPDATE SKIP LOCKED,
 * so several app processes never send the same row), then sent outside any transaction: a slow
 * SMTP server must not hold a lock or, on the embedded database, the only connection.
 */
export async function processOutbox(
  db: Db,
  mailer: Mailer,
  log: MailLog,
  scope: OutboxScope = {},
  { makeAttachment, readyHeldMail, origin = '' }: OutboxHelpers = {},
): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, scope);
    // Several at once: one after the other, a busy process sent fewer mails than it took orders
    // (each step waits behind every request in flight), and a peak day's queue kept growing.
    // Once the mail server cannot be reached, the rest of the claim waits for it untried.
    let serverAway = false;
    const sent: string[] = [];
    try {
      await inTurns(claimed, SENDING_AT_ONCE, async (row) => {
        if (serverAway) return putBack(db, row, 'waiting for the mail server');
        try {
          const body = row.giftCardId
            ? await readyHeldRow(db, { id: row.id, giftCardId: row.giftCardId }, readyHeldMail)
            : row;
          // Its card was voided: set aside, not sent (docs/decisions/053).
          if (!body) return;
          await mailer.sendMail({
            to: row.recipient,
            // A held mail's subject names the card's value only on its day.
            subject: body.subject,
            text: withMailOrigin(body.text, origin),
            html: withMailOrigin(body.html, origin),
            fromName: row.fromName,
            unsubscribeUrl: row.unsubscribeUrl ? withMailOrigin(row.unsubscribeUrl, origin) : null,
            ...(row.attachments?.length && { files: await makeFiles(row.attachments, makeAttachment) }),
          });
        } catch (error) {
          run.failed++;
          if (!isMailServerAway(error)) return recordFailure(db, log, row, error);
          if (!serverAway)
            log.warn({ err: loggableError(error) }, 'mail server unreachable; mails wait for it');
          serverAway = true;
          return putBack(db, row, error instanceof Error ? error.message : String(error));
        }
        sent.push(row.id);
      });
    } finally {
      // The body may hold a sign-in link; a delivered message keeps only its envelope. The claim's
      // mails are marked together once its last one is out: a crash before then sends them again
      // after their claim, as it would one mail between its send and its mark.
      await markSentSurely(db, sent);
      run.sent += sent.length;
    }
    if (serverAway || claimed.length < BATCH) return run;
  }
}

/** The files of a mail, made now; a failure is a failed send, tried again with the mail. */
async function makeFiles(
  refs: NonNullable<Claimed['attachments']>,
  make: AttachmentMaker | undefined,
): Promise<MailFile[]> {
  if (!make) throw new Error('this process cannot make mail attachments');
  const files: MailFile[] = [];
  for (const ref of refs.slice(0, MAX_ATTACHMENTS)) files.push(await make(ref));
  return files;
}

/** Mails of a claim sent at the same time (each over its own SMTP connection). */
const SENDING_AT_ONCE = 5;

/** Runs `work` for every item, at most `width` at a time. */
async function inTurns<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
}

async function claimDue(db: Db, { recipientLike, now }: OutboxScope): Promise<Claimed[]> {
  const dueBy = now?.toISOString() ?? null;
  return recipientLike
    ? claimStatement(db, true).execute({ recipientLike, dueBy })
    : claimStatement(db, false).execute({ dueBy });
}

/*
 * The worker's two statements run once for every mail, so each is prepared once per process: the
 * database plans them once per connection instead of on every run (docs/decisions/032).
 */
const claimStatement = (db: Db, scoped: boolean) =>
  prepared(db, `mail_claim${scoped ? '_scoped' : ''}`, (d) => {
    const due = d
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          sql`${mailOutbox.sentAt} is null`,
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          sql`${mailOutbox.nextAttemptAt} <= coalesce(${sql.placeholder('dueBy')}::timestamptz, now())`,
          scoped ? like(mailOutbox.recipient, sql.placeholder('recipientLike')) : undefined,
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return d
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
      .prepare(`mail_claim${scoped ? '_scoped' : ''}`);
  });

/**
 * Sent messages are kept a month for reference (without their bodies), given-up ones too. A sent
 * notice about an order stays as long as the order: it is the order's record of who was told.
 */
export async function deleteOldMail(db: Db): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.sentAt),
        isNull(mailOutbox.orderId),
        sql`${mailOutbox.sentAt} < now() - interval '30 days'`,
      ),
    );
  await db
    .delete(mailOutbox)
    .where(
      and(
        sql`${mailOutbox.sentAt} is null`,
        sql`${mailOutbox.attempts} >= ${MAX_ATTEMPTS}`,
        sql`${mailOutbox.createdAt} < now() - interval '30 days'`,
      ),
    );
}
