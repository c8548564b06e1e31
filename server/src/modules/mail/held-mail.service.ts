import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { HeldMailReadier } from '../../lib/mail';

/*
 * Mails held for a gift card until its send day (docs/decisions/053). Their body carries a
 * placeholder, not the code: the code is drawn on the day, just before the mail goes, and a card
 * voided by then is never e-mailed. The outbox asks the gift cards' readier (wired in app.ts, since
 * the gift cards module writes mail through this one and not the other way round).
 */

/** A row set aside waits here until its card is given its value back (wakeHeldMail). */
const SET_ASIDE = sql`'infinity'::timestamptz`;

/**
 * Puts what was only known on the day (the card's code, what it holds) in place of its
 * placeholders, in every unsent mail held for the card, in the transaction that drew the code.
 */
export async function fillHeldMail(
  tx: Tx,
  { giftCardId, fills }: { giftCardId: string; fills: { placeholder: string; value: string }[] },
): Promise<void> {
  const filled = (column: AnyPgColumn) =>
    fills.reduce(
      (into, { placeholder, value }) => sql`replace(${into}, ${placeholder}, ${value})`,
      sql`${column}`,
    );
  await tx
    .update(mailOutbox)
    .set({
      subject: filled(mailOutbox.subject),
      text: filled(mailOutbox.text),
      html: filled(mailOutbox.html),
    })
    .where(and(eq(mailOutbox.giftCardId, giftCardId), isNull(mailOutbox.sentAt)));
}

/**
 * A card voided before its day and given its value back after it (the order paid again): its
 * mails set aside on the day go out now. Mails whose day has not come keep it.
 */
export async function wakeHeldMail(tx: Tx, { giftCardId }: { giftCardId: string }): Promise<void> {
  await tx
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(mailOutbox.giftCardId, giftCardId),
        isNull(mailOutbox.sentAt),
        sql`${mailOutbox.nextAttemptAt} = ${SET_ASIDE}`,
      ),
    );
}

/**
 * A claimed row held for a gift card, readied by the gift cards module: its body with the code in
 * it, or null when the card was voided and the row is set aside (its claim not counted as a try).
 */
export async function readyHeldRow(
  db: Db,
  row: { id: string; giftCardId: string },
  readier: HeldMailReadier | undefined,
): Promise<{ subject: string; text: string; html: string } | null> {
  if (!readier) throw new Error('this process cannot ready mail held for a gift card');
  if (!(await readier({ giftCardId: row.giftCardId }))) {
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: SET_ASIDE, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(eq(mailOutbox.id, row.id));
    return null;
  }
  const [body] = await db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, row.id));
  if (!body) throw new Error('held mail vanished');
  return body;
}
