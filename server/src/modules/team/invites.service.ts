import type { AcceptInviteInput, InviteDetails } from '@contract/team';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { businesses, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword, passwordProblem } from '../../lib/passwords';
import { recordAudit, staffActor, systemActor } from '../audit';
import type { SignedIn } from '../auth';
import {
  consumeUserToken,
  findUsableToken,
  hasExpiredUnused,
  issueRefreshToken,
  removeInvitee,
  voidUserTokens,
} from '../auth';

const INVALID_LINK =
  'This invitation is not valid any more: it was used already, has expired or was withdrawn. Ask the shop for a new one.';
const invalidLink = () => new AppError('VALIDATION_ERROR', INVALID_LINK, { token: INVALID_LINK });
const EXPIRED_LINK =
  'This invitation has expired: invitations work for 7 days. Ask the shop to invite you again if you still want to join.';

/** The reason a link cannot be used, told apart for an expired one (the page says so). */
async function deadLink(db: Tx, token: string) {
  if (await hasExpiredUnused(db, { token, purpose: 'invite' })) {
    return new AppError('VALIDATION_ERROR', EXPIRED_LINK, { token: EXPIRED_LINK, expired: true });
  }
  return invalidLink();
}

/**
 * The invitation behind a token, if it can still be accepted: unused and unexpired, for an active
 * member of a shop who has no password yet and still has the address the link was sent to.
 */
async function findOpenInvite(db: Tx, token: string) {
  const found = await findUsableToken(db, { token, purpose: 'invite' });
  if (!found) return null;
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      businessId: users.businessId,
      businessName: businesses.name,
    })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(
      and(
        eq(users.id, found.userId),
        eq(users.email, found.email),
        eq(users.isActive, true),
        isNull(users.passwordHash),
      ),
    );
  return row?.role && row.businessId ? { ...row, role: row.role, businessId: row.businessId } : null;
}

export async function getInviteDetails(db: Db, { token }: { token: string }): Promise<InviteDetails> {
  const invite = await findOpenInvite(db, token);
  if (!invite) throw await deadLink(db, token);
  return {
    email: invite.email,
    first_name: invite.firstName,
    last_name: invite.lastName,
    role: invite.role,
    business_name: invite.businessName,
  };
}

/**
 * Sets the invitee's password and signs them in. The link proved the mailbox, so the address counts
 * as verified. The token is used up and the user's other invitation links voided in one transaction.
 */
export async function acceptInvite(
  db: Db,
  { input, refreshDays }: { input: AcceptInviteInput; refreshDays: number },
): Promise<SignedIn> {
  // Checked before the token is used up, so that a refused password leaves the link working.
  const invite = await findOpenInvite(db, input.token);
  if (!invite) throw await deadLink(db, input.token);
  const problem = await passwordProblem(input.password, invite.email);
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { password: problem });
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, { token: input.token, purpose: 'invite' });
    if (!used) throw invalidLink();
    await voidUserTokens(tx, { userId: used.userId, purpose: 'invite' });
    const names = {
      ...(input.first_name ? { firstName: input.first_name } : {}),
      ...(input.last_name ? { lastName: input.last_name } : {}),
    };
    const updated = await tx
      .update(users)
      .set({ passwordHash, emailVerified: true, ...names, updatedAt: new Date() })
      .where(
        and(
          eq(users.id, used.userId),
          eq(users.email, used.email),
          eq(users.isActive, true),
          isNull(users.passwordHash),
        ),
      )
      .returning({ id: users.id, sessionVersion: users.sessionVersion });
    const [joined] = updated;
    if (!joined) throw invalidLink();
    await recordAudit(tx, {
      businessId: invite.businessId,
      actor: staffActor(used.userId),
      entityType: 'staff',
      entityId: used.userId,
      action: 'staff.joined',
      changes: { role: { to: invite.role } },
    });
    const refresh = await issueRefreshToken(tx, { userId: used.userId, lifetimeDays: refreshDays });
    return { userId: used.userId, sessionVersion: joined.sessionVersion, refresh };
  });
}

/**
 * The invitee says no: the link is used up and the invited user, who never joined, is removed with
 * their other links, so the address is free again and the shop's list no longer shows it. Answers
 * the shop's name for the page.
 */
export async function declineInvite(db: Db, { token }: { token: string }): Promise<{ businessName: string }> {
  const invite = await findOpenInvite(db, token);
  if (!invite) throw await deadLink(db, token);
  return db.transaction(async (tx) => {
    const used = await consumeUserToken(tx, { token, purpose: 'invite' });
    if (!used) throw invalidLink();
    const [pending] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, used.userId),
          eq(users.email, used.email),
          isNull(users.passwordHash),
          isNull(users.googleSub),
        ),
      )
      .for('update');
    if (!pending) throw invalidLink();
    await removeInvitee(tx, pending.id);
    // The invitee has no account any more, so the trail names no person for this one.
    await recordAudit(tx, {
      businessId: invite.businessId,
      actor: systemActor,
      entityType: 'staff',
      entityId: pending.id,
      action: 'staff.invite_declined',
      changes: { role: { from: invite.role } },
    });
    return { businessName: invite.businessName };
  });
}
