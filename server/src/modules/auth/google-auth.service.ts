import { eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { users, userTokenPurposes } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { GoogleIdentity } from '../../lib/google-sign-in';
import type { SignedIn } from './auth.service';
import { releaseLapsedInvite } from './lapsed-invites.service';
import { issueRefreshToken, revokeAllForUser } from './refresh-tokens.service';
import { voidUserTokens } from './user-tokens.service';

/**
 * The Petal account of a Google identity: the one already linked to it, else the one with its
 * (Google-verified) e-mail, else a new account with no password. It then signs in like a password
 * sign-in, and onboarding follows the same rule.
 *
 * An account found by e-mail is linked as it is only when its address was verified. An unverified
 * one may have been registered by a stranger who typed someone else's address: the Google sign-in
 * proves the mailbox, so it takes the account over instead. The password nobody proved is removed,
 * open links are voided, every session of it ends (access tokens included) and the names it was
 * given are Google's. An unverified account that has set up or joined a shop is not taken over:
 * the shop, its team and its connected card account would pass to whoever signs in, or stay with a
 * stranger's set-up. Its address is proved by the link e-mailed to it (or a password reset) first.
 */
export async function signInWithGoogle(
  db: Db,
  { identity, refreshDays }: { identity: GoogleIdentity; refreshDays: number },
): Promise<SignedIn> {
  return db.transaction(async (tx) => {
    // An invitation that lapsed does not tie the address to its shop any more.
    await releaseLapsedInvite(tx, { email: identity.email });
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
    let sessionVersion = user.sessionVersion;
    if (user.googleSub !== identity.sub) {
      const verified = user.emailVerified;
      if (!verified && user.businessId) throw new AppError('CONFLICT', UNPROVEN_SHOP);
      await tx
        .update(users)
        .set({
          googleSub: identity.sub,
          emailVerified: true,
          ...(verified
            ? {}
            : { passwordHash: null, firstName: identity.givenName, lastName: identity.familyName }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      if (!verified) sessionVersion = await takeOver(tx, user.id);
    }
    const userId = user.id;
    const refresh = await issueRefreshToken(tx, { userId, lifetimeDays: refreshDays });
    return { userId, sessionVersion, refresh, googleAuthAt: Date.now() };
  });
}

const UNPROVEN_SHOP =
  'This e-mail address has an account with a shop that was never confirmed. Confirm the address with the link we e-mailed to it, or reset the password, then sign in with Google.';

/** Ends whatever the unproven owner of an account left behind: sessions and e-mailed links. */
async function takeOver(tx: Tx, userId: string): Promise<number> {
  for (const purpose of userTokenPurposes) await voidUserTokens(tx, { userId, purpose });
  return revokeAllForUser(tx, userId);
}

type Account = {
  id: string;
  businessId: string | null;
  googleSub: string | null;
  isActive: boolean;
  emailVerified: boolean;
  sessionVersion: number;
};

const accountColumns = {
  id: users.id,
  businessId: users.businessId,
  googleSub: users.googleSub,
  isActive: users.isActive,
  emailVerified: users.emailVerified,
  sessionVersion: users.sessionVersion,
};

async function findAccount(tx: Tx, identity: GoogleIdentity): Promise<Account | undefined> {
  const found = await tx
    .select(accountColumns)
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
    .returning(accountColumns);
  return created;
}
