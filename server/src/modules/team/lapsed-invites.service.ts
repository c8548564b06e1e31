import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import { unassignOrdersOf } from '../orders/order-links.service';

/**
 * An invitee who has not joined: no password, no Google sign-in, in a shop, not its owner. Such a
 * row holds an address for the shop only while an invitation link is open (unused, unexpired); an
 * expired, withdrawn or declined invitation frees it.
 */
const notJoined = and(
  isNull(users.passwordHash),
  isNull(users.googleSub),
  isNotNull(users.businessId),
  ne(users.role, 'owner'),
);

/** No invitation link of the user (the row of `users` in the outer query) is open. */
const noOpenInvite = sql`not exists (
  select 1 from ${userTokens}
  where ${userTokens.userId} = ${users.id} and ${userTokens.purpose} = 'invite'
    and ${userTokens.usedAt} is null and ${userTokens.expiresAt} > now())`;

/** True for a listed member whose invitation lapsed: the shop may invite them again. */
export const inviteLapsed = sql<boolean>`(${and(notJoined, noOpenInvite)})`;

/**
 * Frees an address held by an invitation that lapsed, so that whoever now claims it (signing up,
 * signing in with Google, another shop's invitation, an e-mail change) gets it. The invitee's row
 * goes; orders given to them are unassigned. The shop that claims its own lapsed invitee keeps the
 * row (`exceptBusinessId`): re-inviting sends a new link to the same person.
 */
export async function releaseLapsedInvite(
  tx: Tx,
  { email, exceptBusinessId }: { email: string; exceptBusinessId?: string },
): Promise<void> {
  const [lapsed] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        notJoined,
        noOpenInvite,
        exceptBusinessId ? ne(users.businessId, exceptBusinessId) : undefined,
      ),
    )
    .for('update');
  if (lapsed) await removeInvitee(tx, lapsed.id);
}

/** Deletes an invitee who never joined, with what points at them. */
export async function removeInvitee(tx: Tx, userId: string): Promise<void> {
  await unassignOrdersOf(tx, userId);
  await tx.delete(users).where(eq(users.id, userId));
}
