import type { InviteRole, TeamMember } from '@contract/team';
import type { Role } from '@contract/users';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { personName } from '../../db/person-name';
import { prepared } from '../../db/prepared';
import { businesses, users } from '../../db/schema';
import type { Member } from '../../lib/auth-guards';
import { AppError, notFound } from '../../lib/errors';
import { consume } from '../../lib/rate-limit';
import { recordAudit, staffActor } from '../audit';
import { inviteLapsed, issueUserToken, releaseLapsedInvite, revokeAllForUser, voidUserTokens } from '../auth';
import { queueMail } from '../mail';
import { inviteMail } from './invite-mail';

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  invitePending: sql<boolean>`(${users.passwordHash} is null and ${users.googleSub} is null)`,
  inviteExpired: inviteLapsed,
  createdAt: users.createdAt,
};

type MemberRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role | null;
  isActive: boolean;
  invitePending: boolean;
  inviteExpired: boolean;
  createdAt: Date;
};

const toMember = (row: MemberRow): TeamMember => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  role: row.role ?? 'florist',
  is_active: row.isActive,
  invite_pending: Boolean(row.invitePending),
  // A withdrawn invitation (deactivated) shows as deactivated; only an active one can expire.
  invite_expired: Boolean(row.inviteExpired) && row.isActive,
  created_at: row.createdAt.toISOString(),
});

/** The people of a shop: the owner first, then by name (or e-mail, for invitees without one). */
export async function listTeam(db: Db, { businessId }: { businessId: string }): Promise<TeamMember[]> {
  // The team page: built and planned once per connection.
  const query = prepared(db, 'team_members', (d) =>
    d
      .select(memberColumns)
      .from(users)
      .where(eq(users.businessId, sql.placeholder('businessId')))
      .orderBy(
        sql`case when ${users.role} = 'owner' then 0 else 1 end`,
        sql`lower(coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email}))`,
        asc(users.email),
      )
      .prepare('team_members'),
  );
  const rows = await query.execute({ businessId });
  return rows.map(toMember);
}

async function findMember(tx: Tx, { businessId, userId }: { businessId: string; userId: string }) {
  const [row] = await tx
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.businessId, businessId)));
  return row;
}

const ONLY_OWNER_MANAGERS = 'Only the owner can invite a manager.';

const alreadyHasAccount = (sameShop: boolean) => {
  const message = sameShop
    ? 'This person is already on your team.'
    : 'An account with this e-mail already exists. Petal accounts belong to one shop, so ask them to use another address.';
  return new AppError('CONFLICT', message, { email: message });
};

/** Invitations (new or sent again) a shop may send a day: enough for a real team, too few for spam. */
export const INVITES_PER_SHOP_PER_DAY = 20;

/**
 * Counts one invitation against the shop's daily budget. Refused ones count too: the answer tells
 * whether an address has an account, and that must not be asked without end either.
 */
async function countInvitation(db: Db, businessId: string) {
  try {
    await consume(db, {
      key: `invite:shop:${businessId}`,
      max: INVITES_PER_SHOP_PER_DAY,
      windowSeconds: 86_400,
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
    const hours = Math.max(1, Math.ceil(Number(error.details.retry_after) / 3600));
    throw new AppError(
      'RATE_LIMITED',
      `Your shop has sent ${INVITES_PER_SHOP_PER_DAY} invitations today, the most a shop can send in a day. Try again in ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
      error.details,
      error.headers,
    );
  }
}

/**
 * Invites someone to the inviter's shop: a user without a password, and a mail with a link to choose
 * one, in one transaction. A pending invitee of this shop gets a new link (the old ones stop working),
 * with the role and names given now. An address held by another shop's lapsed invitation is taken
 * over. Managers invite florists; the owner invites both; a shop sends at most
 * INVITES_PER_SHOP_PER_DAY a day (429).
 */
export async function inviteMember(
  db: Db,
  { inviter, input, publicUrl }: { inviter: Member; input: InviteParams; publicUrl: string },
): Promise<{ member: TeamMember; created: boolean }> {
  if (input.role === 'manager' && inviter.role !== 'owner') {
    throw new AppError('PERMISSION_DENIED', ONLY_OWNER_MANAGERS, { role: ONLY_OWNER_MANAGERS });
  }
  await countInvitation(db, inviter.businessId);
  return db.transaction(async (tx) => {
    await releaseLapsedInvite(tx, { email: input.email, exceptBusinessId: inviter.businessId });
    const [existing] = await tx
      .select({ ...memberColumns, businessId: users.businessId })
      .from(users)
      .where(eq(users.email, input.email))
      .for('update');
    let userId: string;
    if (existing) {
      const sameShop = existing.businessId === inviter.businessId;
      if (!sameShop || !existing.invitePending || existing.role === 'owner') {
        throw alreadyHasAccount(sameShop);
      }
      if (existing.role === 'manager' && inviter.role !== 'owner') {
        throw new AppError('PERMISSION_DENIED', 'Only the owner can change the invitation of a manager.');
      }
      await tx
        .update(users)
        .set({
          role: input.role,
          firstName: input.first_name || existing.firstName,
          lastName: input.last_name || existing.lastName,
          isActive: true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id));
      await voidUserTokens(tx, { userId: existing.id, purpose: 'invite' });
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: null,
          firstName: input.first_name,
          lastName: input.last_name,
          businessId: inviter.businessId,
          role: input.role,
          // They join a shop that is set up; there is no onboarding for them.
          onboardingCompleted: true,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // Someone signed up with this address a moment ago.
      if (!created) throw alreadyHasAccount(false);
      userId = created.id;
    }
    await queueInviteMail(tx, { inviter, userId, email: input.email, role: input.role, publicUrl });
    await recordAudit(tx, {
      businessId: inviter.businessId,
      actor: staffActor(inviter.userId),
      entityType: 'staff',
      entityId: userId,
      action: existing ? 'staff.invite_renewed' : 'staff.invited',
      changes: {
        role: { from: existing?.role ?? null, to: input.role },
        first_name: { to: input.first_name || existing?.firstName || '' },
        last_name: { to: input.last_name || existing?.lastName || '' },
      },
    });
    const member = await findMember(tx, { businessId: inviter.businessId, userId });
    if (!member) throw notFound('team member');
    return { member: toMember(member), created: !existing };
  });
}

export type InviteParams = { email: string; role: InviteRole; first_name: string; last_name: string };

async function queueInviteMail(
  tx: Tx,
  {
    inviter,
    userId,
    email,
    role,
    publicUrl,
  }: { inviter: Member; userId: string; email: string; role: InviteRole; publicUrl: string },
) {
  const [context] = await tx
    .select({ shopName: businesses.name, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(eq(users.id, inviter.userId));
  if (!context) throw notFound('business');
  const token = await issueUserToken(tx, { userId, purpose: 'invite', email });
  const link = `${publicUrl}/invite/${encodeURIComponent(token)}`;
  const inviterName = `${context.firstName} ${context.lastName}`.trim();
  await queueMail(tx, inviteMail({ to: email, link, shopName: context.shopName, inviterName, role }));
}

/**
 * Switches someone's access off or on. Off also ends every session (refresh tokens revoked; the
 * access-token guard refuses an inactive user on the next request) and voids their open links.
 * Nobody switches off the owner or themselves (409: no one could); only the owner switches a
 * manager (403).
 */
export async function setMemberActive(
  db: Db,
  { actor, userId, active }: { actor: Member; userId: string; active: boolean },
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.businessId, actor.businessId)))
      .for('update');
    if (!target) throw notFound('team member');
    if (!active && target.id === actor.userId) {
      throw new AppError('CONFLICT', "You can't deactivate your own account.");
    }
    if (!active && target.role === 'owner') {
      throw new AppError('CONFLICT', "The shop's owner can't be deactivated.");
    }
    if (target.role === 'manager' && actor.role !== 'owner' && target.id !== actor.userId) {
      throw new AppError('PERMISSION_DENIED', 'Only the owner can deactivate or activate a manager.');
    }
    const [before] = await tx.select({ isActive: users.isActive }).from(users).where(eq(users.id, target.id));
    await tx.update(users).set({ isActive: active, updatedAt: new Date() }).where(eq(users.id, target.id));
    if (before && before.isActive !== active) {
      await recordAudit(tx, {
        businessId: actor.businessId,
        actor: staffActor(actor.userId),
        entityType: 'staff',
        entityId: target.id,
        action: active ? 'staff.activated' : 'staff.deactivated',
        changes: { is_active: { from: before.isActive, to: active } },
      });
    }
    if (!active) {
      await revokeAllForUser(tx, target.id);
      await voidUserTokens(tx, { userId: target.id, purpose: 'invite' });
      await voidUserTokens(tx, { userId: target.id, purpose: 'reset_password' });
    }
    const member = await findMember(tx, { businessId: actor.businessId, userId: target.id });
    if (!member) throw notFound('team member');
    return toMember(member);
  });
}

/**
 * Who an order can be given to: the shop's active people who have joined, the owner first, then by
 * name. Anyone of the shop may ask; it names people and roles only (no e-mail, no invitations).
 */
export async function listTeamPeople(
  db: Db,
  { businessId }: { businessId: string },
): Promise<{ id: string; name: string; role: Role }[]> {
  // Read by every device's order screens (who is on the order): built and planned once per connection.
  const query = prepared(db, 'team_people', (d) => {
    const name = personName();
    return (
      d
        .select({ id: users.id, name, role: users.role })
        .from(users)
        .where(
          and(
            eq(users.businessId, sql.placeholder('businessId')),
            eq(users.isActive, true),
            sql`(${users.passwordHash} is not null or ${users.googleSub} is not null)`,
          ),
        )
        .orderBy(sql`case when ${users.role} = 'owner' then 0 else 1 end`, sql`lower(${name})`, asc(users.id))
        // More people than a flower shop employs: the list never grows without bound.
        .limit(500)
        .prepare('team_people')
    );
  });
  const rows = await query.execute({ businessId });
  return rows.map((row) => ({ id: row.id, name: row.name, role: row.role ?? 'florist' }));
}
