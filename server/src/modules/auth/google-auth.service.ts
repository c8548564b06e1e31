import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { GoogleIdentity } from '../../lib/google-sign-in';
import type { SignedIn } from './auth.service';
import { issueRefreshToken } from './refresh-tokens';

/**
 * The Petal account of a Google identity: the one already linked to it, else the one with its
 * (Google-verified) e-mail, which gets linked, else a new account with no password. It then signs
 * in like a password sign-in, and onboarding follows the same rule.
 */
export async function signInWithGoogle(
  db: Db,
  { identity, refreshDays }: { identity: GoogleIdentity; refreshDays: number },
): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    const user =
      (await findAccount(tx, identity)) ??
      (await createAccount(tx, identity)) ??
      // Created by a sign-in running at the same moment: found now that it has committed.
      (await findAccount(tx, identity));
    if (!user) throw new AppError('CONFLICT', 'Please try signing in with Google again.');
    if (!user.isActive) {
      throw new AppError(
        'PERMISSION_DENIED',
        'This account has been deactivated. Ask the shop owner to reactivate it.',
      );
    }
    if (user.googleSub && user.googleSub !== identity.sub) {
      throw new AppError('CONFLICT', 'This e-mail belongs to an account linked to another Google account.');
    }
    if (user.googleSub !== identity.sub) {
      await tx
        .update(users)
        .set({ googleSub: identity.sub, emailVerified: true, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    }
    const userId = user.id;
    const refresh = await issueRefreshToken(tx, { userId, lifetimeDays: refreshDays });
    return { userId, refresh };
  });
}

type Account = { id: string; googleSub: string | null; isActive: boolean };

async function findAccount(tx: Tx, identity: GoogleIdentity): Promise<Account | undefined> {
  const found = await tx
    .select({ id: users.id, googleSub: users.googleSub, isActive: users.isActive })
    .from(users)
    .where(or(eq(users.googleSub, identity.sub), eq(users.email, identity.email)))
    .for('update');
  // The linked account wins over another one that merely has the same e-mail.
  return found.find((row) => row.googleSub === identity.sub) ?? found[0];
}

async function createAccount(tx: Tx, identity: GoogleIdentity): Promise<Account | undefined> {
  const [created] = await tx
    .insert(users)
    .values({
      email: identity.email,
      googleSub: identity.sub,
      firstName: identity.givenName,
      lastName: identity.familyName,
      emailVerified: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, googleSub: users.googleSub, isActive: users.isActive });
  return created;
}
