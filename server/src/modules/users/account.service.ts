import type { UpdateInfoInput } from '@contract/account';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { ensureNotLimited, type Limit, record } from '../../lib/rate-limit';
import {
  type IssuedRefreshToken,
  issueRefreshToken,
  queueEmailVerification,
  releaseLapsedInvite,
  revokeAllForUser,
  voidUserTokens,
} from '../auth';

const EMAIL_TAKEN = 'Another account already uses this e-mail address.';
const emailTaken = () => new AppError('CONFLICT', EMAIL_TAKEN, { email: EMAIL_TAKEN });

/**
 * Changes the user's name and, when given and different, e-mail address. A new address is not
 * verified yet: a confirmation link goes to it in the same transaction, and links sent to the old
 * address (password reset, verification) stop working. A new address also ends every session of
 * the account, as a new password does (a device someone else holds must not keep the account
 * whose address just moved); the caller gets a fresh session. Answers it when the address changed.
 */
export async function updateUserInfo(
  db: Db,
  {
    userId,
    input,
    publicUrl,
    googleAuthAt,
    refreshDays,
  }: {
    userId: string;
    input: UpdateInfoInput;
    publicUrl: string;
    googleAuthAt?: number | undefined;
    refreshDays: number;
  },
): Promise<{ emailChanged: false } | { emailChanged: true; refresh: IssuedRefreshToken }> {
  // Checked before the change's transaction, so that a wrong guess is counted even though it fails.
  const [current] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (input.email && current && input.email !== current.email) {
    if (current.passwordHash) {
      await checkCurrentPassword(db, userId, current.passwordHash, input.current_password);
    } else {
      ensureRecentGoogleSignIn(googleAuthAt);
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) throw notFound('user');
      const names = { firstName: input.first_name, lastName: input.last_name, updatedAt: new Date() };
      const email = input.email;
      if (!email || email === user.email) {
        await tx.update(users).set(names).where(eq(users.id, userId));
        return { emailChanged: false as const };
      }
      await releaseLapsedInvite(tx, { email });
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)));
      if (taken) throw emailTaken();
      await tx
        .update(users)
        .set({ ...names, email, emailVerified: false })
        .where(eq(users.id, userId));
      await voidUserTokens(tx, { userId, purpose: 'reset_password' });
      await voidUserTokens(tx, { userId, purpose: 'verify_email' });
      await queueEmailVerification(tx, { id: userId, email }, { publicUrl });
      await revokeAllForUser(tx, userId);
      return {
        emailChanged: true as const,
        refresh: await issueRefreshToken(tx, { userId, lifetimeDays: refreshDays }),
      };
    });
  } catch (error) {
    // Someone took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** How recent a Google sign-in must be to stand in for the password of an account that has none. */
export const GOOGLE_PROOF_MINUTES = 10;

const GOOGLE_PROOF_NEEDED = `To move your account to another address, sign in with Google again first; then save within ${GOOGLE_PROOF_MINUTES} minutes.`;

/**
 * An account without a password proves it is its owner at the keyboard, not a borrowed session,
 * with a Google sign-in of this very session a few minutes ago (refreshed tokens do not count).
 */
function ensureRecentGoogleSignIn(googleAuthAt: number | undefined) {
  const fresh = googleAuthAt !== undefined && Date.now() - googleAuthAt <= GOOGLE_PROOF_MINUTES * 60_000;
  if (!fresh) {
    throw new AppError('PERMISSION_DENIED', GOOGLE_PROOF_NEEDED, {
      email: GOOGLE_PROOF_NEEDED,
      proof: 'google',
    });
  }
}

const NO_PASSWORD_YET =
  'Your account signs in with Google and has no password yet. Ask for a link by e-mail to choose one.';

/** Wrong current passwords allowed per account in this window before the form is refused a while. */
export const PASSWORD_CHANGE_FAILURES = { max: 10, windowSeconds: 15 * 60 };

const failureLimit = (userId: string): Limit => ({
  key: `password-change:${userId}`,
  ...PASSWORD_CHANGE_FAILURES,
});

const fieldProblem = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

/**
 * Changes the password, with the current one (a wrong one is a 400 on `current_password`, not a
 * 401: the session is fine). An account without one (Google sign-in) gets a 403: its first password
 * is set through an e-mailed link, so that a borrowed session cannot add a way in. Every session of
 * the user ends, and a new one is issued for the caller, because the refresh cookie never reaches
 * this path and so the caller's own session cannot be told apart.
 */
export async function updatePassword(
  db: Db,
  {
    userId,
    input,
    refreshDays,
  }: {
    userId: string;
    input: { current_password?: string | undefined; password: string };
    refreshDays: number;
  },
): Promise<{ refresh: IssuedRefreshToken; sessionVersion: number }> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('user');
  if (!user.passwordHash) throw new AppError('PERMISSION_DENIED', NO_PASSWORD_YET, { password_link: true });
  await checkCurrentPassword(db, userId, user.passwordHash, input.current_password);
  const problem = await passwordProblem(input.password, user.email);
  if (problem) throw fieldProblem('password', problem);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await voidUserTokens(tx, { userId, purpose: 'reset_password' });
    const sessionVersion = await revokeAllForUser(tx, userId);
    return { refresh: await issueRefreshToken(tx, { userId, lifetimeDays: refreshDays }), sessionVersion };
  });
}

/** The current password, for changes that an unattended, signed-in device must not make. */
async function checkCurrentPassword(db: Db, userId: string, passwordHash: string, given: string | undefined) {
  if (!given) throw fieldProblem('current_password', 'Enter your current password');
  const limit = failureLimit(userId);
  await ensureNotLimited(db, limit);
  if (!(await verifyPassword(passwordHash, given))) {
    await record(db, limit);
    throw fieldProblem('current_password', 'This is not your current password');
  }
}
