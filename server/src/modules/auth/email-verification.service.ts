import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import { queueMail } from '../mail';
import { verifyEmailMail } from './account-mails';
import { consumeUserToken, issueUserToken } from './user-tokens.service';

/** "Send again" a user may press in an hour. */
export const VERIFICATION_RESENDS = { max: 5, windowSeconds: 60 * 60 };

/**
 * Queues a verification link for the user's address, inside the caller's transaction: on sign-up,
 * and when the address changes (the account page calls it with the new address).
 */
export async function queueEmailVerification(
  tx: Tx,
  user: { id: string; email: string },
  { publicUrl }: { publicUrl: string },
): Promise<void> {
  const token = await issueUserToken(tx, { userId: user.id, purpose: 'verify_email', email: user.email });
  const link = `${publicUrl}/verify-email/${encodeURIComponent(token)}`;
  await queueMail(tx, verifyEmailMail({ to: user.email, link }));
}

const INVALID_LINK = 'This confirmation link is not valid any more: it was used already or has expired.';
const OTHER_ADDRESS =
  'This link was sent to an address that is no longer the one on your account. Use the link in the latest e-mail.';

/** Confirms the address a link was sent to, if the account still has that address. */
export async function verifyEmail(db: Db, { token }: { token: string }): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, { token, purpose: 'verify_email' });
    if (!used) throw new AppError('VALIDATION_ERROR', INVALID_LINK, { token: INVALID_LINK });
    const updated = await tx
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new AppError('VALIDATION_ERROR', OTHER_ADDRESS, { token: OTHER_ADDRESS });
    return { email: used.email };
  });
}

/** Sends a new link to a signed-in user whose address is not confirmed yet. */
export async function resendEmailVerification(
  db: Db,
  { userId, publicUrl }: { userId: string; publicUrl: string },
): Promise<{ email: string }> {
  const [user] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_AUTHENTICATED', 'Please sign in to continue');
  if (user.emailVerified) throw new AppError('CONFLICT', 'Your e-mail address is already confirmed.');
  await consume(db, { key: `verify:resend:${userId}`, ...VERIFICATION_RESENDS });
  await db.transaction((tx) => queueEmailVerification(tx, user, { publicUrl }));
  return { email: user.email };
}
