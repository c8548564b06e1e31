import crypto from 'node:crypto';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type UserTokenPurpose, userTokens } from '../../db/schema';

const HOUR = 3600;

/** How long each kind of link works, in seconds. */
export const TOKEN_LIFETIME: Record<UserTokenPurpose, number> = {
  reset_password: HOUR,
  verify_email: 7 * 24 * HOUR,
  invite: 7 * 24 * HOUR,
};

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new single-use token for an e-mailed link; only its hash is stored. */
export async function issueUserToken(
  tx: Tx,
  { userId, purpose, email }: { userId: string; purpose: UserTokenPurpose; email: string },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(userTokens).values({
    userId,
    purpose,
    email,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME[purpose]})`,
  });
  return token;
}

const usable = (token: string, purpose: UserTokenPurpose) =>
  and(
    eq(userTokens.tokenHash, sha256(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, sql`now()`),
  );

export type UsableToken = { id: string; userId: string; email: string };

/** The token if it is unused and unexpired, without using it up (to check input first). */
export async function findUsableToken(
  db: Tx,
  { token, purpose }: { token: string; purpose: UserTokenPurpose },
): Promise<UsableToken | null> {
  const [row] = await db
    .select({ id: userTokens.id, userId: userTokens.userId, email: userTokens.email })
    .from(userTokens)
    .where(usable(token, purpose));
  return row ?? null;
}

/** Whether the token is one of this purpose that ran out unused: the page can then say so. */
export async function hasExpiredUnused(
  db: Tx,
  { token, purpose }: { token: string; purpose: UserTokenPurpose },
): Promise<boolean> {
  const [row] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        lte(userTokens.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/**
 * Uses a token up. One statement, so that of two requests with the same token only one gets it;
 * answers null for an unknown, used or expired token.
 */
export async function consumeUserToken(
  tx: Tx,
  { token, purpose }: { token: string; purpose: UserTokenPurpose },
): Promise<UsableToken | null> {
  const [row] = await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purpose))
    .returning({ id: userTokens.id, userId: userTokens.userId, email: userTokens.email });
  return row ?? null;
}

/** Ends the other open links of a user for one purpose (after a reset, older reset links are void). */
export async function voidUserTokens(
  tx: Tx,
  { userId, purpose }: { userId: string; purpose: UserTokenPurpose },
): Promise<void> {
  await tx
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function deleteStaleUserTokens(db: Db): Promise<void> {
  await db.execute(sql`delete from user_tokens where expires_at < now() - interval '7 days'`);
}
