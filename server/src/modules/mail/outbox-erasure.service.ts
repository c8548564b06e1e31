import { and, count, desc, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { holdsAny } from '../../lib/text-needles';

const recipientIn = (addresses: string[]) =>
  addresses.length === 0 ? sql`false` : inArray(sql`lower(${mailOutbox.recipient})`, addresses);

/**
 * Gift cards to these addresses (lower case) whose mail has not gone out yet (one waiting for its
 * day, docs/decisions/053): the mail carries the card's value, so it is not simply removed.
 */
export async function countGiftMailWaitingFor(
  tx: Tx,
  { addresses }: { addresses: string[] },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(recipientIn(addresses), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.giftCardId)));
  return row?.n ?? 0;
}

/** The mails sent or queued to these addresses (lower case), newest first, at most `limit`. */
export function listMailTo(db: Db, { addresses, limit }: { addresses: string[]; limit: number }) {
  return db
    .select({
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(recipientIn(addresses))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * Removes every mail to the person or about them (its subject or body names them), sent or not: the
 * outbox is a queue and its sent rows a short history, neither a record the law asks for. The outbox has no
 * shop column, so a body is recognised by the person's own e-mail, phone and full name.
 */
export async function forgetMailAbout(
  tx: Tx,
  { addresses, needles }: { addresses: string[]; needles: string[] },
): Promise<number> {
  const removed = await tx
    .delete(mailOutbox)
    .where(
      or(
        recipientIn(addresses),
        holdsAny(mailOutbox.subject, needles),
        holdsAny(mailOutbox.text, needles),
        holdsAny(mailOutbox.html, needles),
      ),
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}
