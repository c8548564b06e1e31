import crypto from 'node:crypto';
import type { UserInfo } from '@contract/users';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toUserInfo, userInfoColumns } from './user-info';

/**
 * A rotated token presented again within this many seconds is taken as two tabs refreshing at
 * once, not as theft: it gets a new token of the same family instead of ending the session.
 */
export const ROTATION_GRACE_SECONDS = 10;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export type IssuedRefreshToken = { token: string; expiresAt: Date };

export async function issueRefreshToken(
  tx: Tx,
  { userId, familyId, lifetimeDays }: { userId: string; familyId?: string; lifetimeDays: number },
): Promise<IssuedRefreshToken> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + lifetimeDays * 86_400_000);
  await tx.insert(refreshTokens).values({
    userId,
    familyId: familyId ?? crypto.randomUUID(),
    tokenHash: sha256(token),
    expiresAt,
  });
  return { token, expiresAt };
}

const sessionEnded = () => new AppError('NOT_AUTHENTICATED', 'Your session has ended, please sign in again');

/**
 * Exchanges a refresh token for a new one of the same family. Answers the user id the token
 * belongs to. A token used after rotation (past the grace period) revokes its whole family.
 */
export async function rotateRefreshToken(
  db: Db,
  { token, lifetimeDays }: { token: string; lifetimeDays: number },
): Promise<{
  userId: string;
  next: IssuedRefreshToken;
  isActive: boolean;
  sessionVersion: number;
  user: UserInfo | null;
}> {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return { ok: false as const };
    // Claim the rotation atomically: of two concurrent requests only one sets rotated_at.
    const claimed = row.rotatedAt
      ? []
      : await tx
          .update(refreshTokens)
          .set({ rotatedAt: new Date() })
          .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
          .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      const [fresh] = await tx
        .select({ rotatedAt: refreshTokens.rotatedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.id, row.id));
      const rotatedAt = fresh?.rotatedAt?.getTime() ?? 0;
      if (Date.now() - rotatedAt > ROTATION_GRACE_SECONDS * 1000) {
        return { ok: false as const, reusedFamily: row.familyId };
      }
    }
    const next = await issueRefreshToken(tx, { userId: row.userId, familyId: row.familyId, lifetimeDays });
    // Read in this transaction: if every session ends right after, the new token is revoked with
    // the others and this version is already stale, so the access token signed with it is too.
    // The user's description rides along, so the app needs no second round trip to start.
    const [user] = await tx
      .select({ isActive: users.isActive, sessionVersion: users.sessionVersion, ...userInfoColumns(users) })
      .from(users)
      .where(eq(users.id, row.userId));
    return {
      ok: true as const,
      userId: row.userId,
      next,
      isActive: user?.isActive ?? false,
      sessionVersion: user?.sessionVersion ?? 0,
      user: user ? toUserInfo(user) : null,
    };
  });
  if (!outcome.ok) {
    // Revoked outside the transaction above so that the revocation stands even though we refuse.
    if (outcome.reusedFamily) await revokeFamily(db, outcome.reusedFamily);
    throw sessionEnded();
  }
  const { userId, next, isActive, sessionVersion, user } = outcome;
  return { userId, next, isActive, sessionVersion, user };
}

export async function revokeFamily(db: Tx, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends the session a refresh token belongs to; an unknown token is already no session. */
export async function revokeByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)));
  if (row) await revokeFamily(db, row.familyId);
}

/**
 * Ends every session of a user (deactivation, password change or reset, takeover): revokes the
 * refresh tokens and raises the session version, which makes access tokens already issued invalid
 * on their next request. Answers the new version, for a session issued right after (the caller's).
 */
export async function revokeAllForUser(db: Tx, userId: string): Promise<number> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? 0;
}

export async function deleteStaleRefreshTokens(db: Db): Promise<void> {
  await db.execute(sql`delete from refresh_tokens where expires_at < now() - interval '7 days'`);
}
