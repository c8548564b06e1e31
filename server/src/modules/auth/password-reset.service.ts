import type { ResetPasswordConfirmInput } from '@contract/password-reset';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { consume, type Limit } from '../../lib/rate-limit';
import { queueMail } from '../mail';
import { choosePasswordMail, resetPasswordMail } from './account-mails';
import { revokeAllForUser } from './refresh-tokens.service';
import { consumeUserToken, findUsableToken, issueUserToken, voidUserTokens } from './user-tokens.service';

/** Reset mails per address an hour, whether or not the address has an account. */
export const RESET_REQUESTS_PER_EMAIL = { max: 3, windowSeconds: 60 * 60 };

const emailLimit = (email: string): Limit => ({ key: `reset:email:${email}`, ...RESET_REQUESTS_PER_EMAIL });

const INVALID_LINK =
  'This reset link is not valid any more: it was used already or has expired. Ask for a new one.';
const invalidLink = () => new AppError('VALIDATION_ERROR', INVALID_LINK, { token: INVALID_LINK });

/**
 * Queues a reset link for an active account. Unknown addresses get the same answer and go through
 * the same steps short of writing the token, so neither answer nor timing tells who has an account.
 * Answers whether a mail was queued (for the outbox, never for the client).
 */
export async function requestPasswordReset(
  db: Db,
  { email, publicUrl }: { email: string; publicUrl: string },
): Promise<boolean> {
  await consume(db, emailLimit(email));
  const [user] = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email));
  return db.transaction(async (tx) => {
    if (!user?.isActive) return false;
    const token = await issueUserToken(tx, { userId: user.id, purpose: 'reset_password', email: user.email });
    const link = `${publicUrl}/reset-password/confirm/${encodeURIComponent(token)}`;
    await queueMail(tx, resetPasswordMail({ to: user.email, link }));
    return true;
  });
}

/**
 * For a signed-in user: a link to choose a password, sent to the account's own address. This is how
 * an account that only signs in with Google sets its first password: a session alone could be a
 * borrowed one, the mailbox is the owner's. Counts against the same per-address budget as resets.
 * Answers the address the link went to.
 */
export async function sendPasswordLink(
  db: Db,
  { userId, publicUrl }: { userId: string; publicUrl: string },
): Promise<string> {
  const [user] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('user');
  await consume(db, emailLimit(user.email));
  await db.transaction(async (tx) => {
    const token = await issueUserToken(tx, { userId: user.id, purpose: 'reset_password', email: user.email });
    const link = `${publicUrl}/reset-password/confirm/${encodeURIComponent(token)}`;
    const mail = user.passwordHash ? resetPasswordMail : choosePasswordMail;
    await queueMail(tx, mail({ to: user.email, link }));
  });
  return user.email;
}

/**
 * Sets the new password from a reset link: uses the token up, voids the user's other reset links
 * and ends every session, all in one transaction. The link proved access to the mailbox, so the
 * address it was sent to counts as verified.
 */
export async function confirmPasswordReset(db: Db, { input }: { input: ResetPasswordConfirmInput }) {
  // Checked before the token is used up, so that a refused password leaves the link working.
  const found = await findUsableToken(db, { token: input.token, purpose: 'reset_password' });
  if (!found) throw invalidLink();
  const [user] = await db
    .select({ email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, found.userId));
  if (!user?.isActive) throw invalidLink();
  const problem = await passwordProblem(input.password, user.email);
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { password: problem });
  const passwordHash = await hashPassword(input.password);

  await db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, { token: input.token, purpose: 'reset_password' });
    if (!used) throw invalidLink();
    await voidUserTokens(tx, { userId: used.userId, purpose: 'reset_password' });
    await tx
      .update(users)
      .set({
        passwordHash,
        emailVerified: sql`${users.emailVerified} or ${users.email} = ${used.email}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, used.userId));
    await revokeAllForUser(tx, used.userId);
  });
}
