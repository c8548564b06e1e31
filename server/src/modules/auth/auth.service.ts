import type { LoginInput, RegisterInput } from '@contract/auth';
import type { UserInfo } from '@contract/users';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword, passwordProblem, verifyPassword } from '../../lib/passwords';
import { countIn, ensureNotLimited, type Limit, record } from '../../lib/rate-limit';
import { queueEmailVerification } from './email-verification.service';
import { releaseLapsedInvite } from './lapsed-invites.service';
import {
  type IssuedRefreshToken,
  issueRefreshToken,
  revokeAllForUser,
  rotateRefreshToken,
} from './refresh-tokens.service';

/** A new session: the refresh token for the cookie and what the access token is signed with. */
export type SignedIn = {
  userId: string;
  sessionVersion: number;
  refresh: IssuedRefreshToken;
  /** Set by a Google sign-in: its moment goes into the access token as fresh proof (ms). */
  googleAuthAt?: number;
};

/**
 * Failed sign-ins one client may make on one account in this window; then that client is refused
 * there, even with the right password. Counted per client: a count per account alone would let
 * anyone lock its owner out with ten wrong passwords.
 */
export const ACCOUNT_FAILURES = { max: 10, windowSeconds: 15 * 60 };

/**
 * Failures on an account from anywhere slow every later try on it: after `free` of them, each try
 * waits `stepMs` more per failure, up to `maxMs`. Guessing from many addresses gets slower and
 * slower; the owner still gets in, a moment later.
 */
export const ACCOUNT_SLOWDOWN = { free: 5, stepMs: 100, maxMs: 3_000, windowSeconds: 15 * 60 };

const clientLimit = (email: string, client: string): Limit => ({
  key: `signin:account:${email}:${client}`,
  ...ACCOUNT_FAILURES,
});
const accountFailures = (email: string): Limit => ({
  key: `signin:failures:${email}`,
  max: Number.MAX_SAFE_INTEGER,
  windowSeconds: ACCOUNT_SLOWDOWN.windowSeconds,
});

/** The wait before a try on an account that failed `failures` times lately. */
export const slowdownMs = (failures: number) =>
  failures < ACCOUNT_SLOWDOWN.free
    ? 0
    : Math.min(ACCOUNT_SLOWDOWN.maxMs, ACCOUNT_SLOWDOWN.stepMs * (failures - ACCOUNT_SLOWDOWN.free + 1));

/** Creates the account and its first session, and queues the mail that verifies the address. */
export async function registerUser(
  db: Db,
  { input, refreshDays, publicUrl }: { input: RegisterInput; refreshDays: number; publicUrl: string },
): Promise<SignedIn> {
  const problem = await passwordProblem(input.password, input.email);
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { password: problem });
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await releaseLapsedInvite(tx, { email: input.email });
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email, sessionVersion: users.sessionVersion });
    if (!created) {
      const message = 'An account with this e-mail already exists. Sign in instead?';
      throw new AppError('CONFLICT', message, { email: message });
    }
    await queueEmailVerification(tx, created, { publicUrl });
    const refresh = await issueRefreshToken(tx, { userId: created.id, lifetimeDays: refreshDays });
    return { userId: created.id, sessionVersion: created.sessionVersion, refresh };
  });
}

export async function signIn(
  db: Db,
  { input, refreshDays, client }: { input: LoginInput; refreshDays: number; client: string },
): Promise<SignedIn> {
  const limit = clientLimit(input.username, client);
  const failures = accountFailures(input.username);
  await ensureNotLimited(db, limit);
  const wait = slowdownMs(await countIn(db, failures));
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.email, input.username));
  const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !valid) {
    await Promise.all([record(db, limit), record(db, failures)]);
    throw new AppError('NOT_AUTHENTICATED', 'E-mail or password is incorrect');
  }
  if (!user.isActive) {
    throw new AppError(
      'PERMISSION_DENIED',
      'This account has been deactivated. Ask the shop owner to reactivate it.',
    );
  }
  const refresh = await issueRefreshToken(db, { userId: user.id, lifetimeDays: refreshDays });
  return { userId: user.id, sessionVersion: user.sessionVersion, refresh };
}

/** Rotates the refresh token of a still-active user. */
export async function refreshSession(
  db: Db,
  { token, refreshDays }: { token: string; refreshDays: number },
): Promise<SignedIn & { user: UserInfo }> {
  const { userId, next, isActive, sessionVersion, user } = await rotateRefreshToken(db, {
    token,
    lifetimeDays: refreshDays,
  });
  if (!isActive || !user) {
    await revokeAllForUser(db, userId);
    throw new AppError('NOT_AUTHENTICATED', 'Your session has ended, please sign in again');
  }
  return { userId, sessionVersion, refresh: next, user };
}
