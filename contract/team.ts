import { z } from 'zod';
import { emailSchema } from './auth';
import { listOf } from './common';
import { linkTokenSchema, newPasswordForm } from './password-reset';
import { roles } from './users';

/** The roles staff can give by invitation; there is exactly one owner, made at sign-up. */
export const inviteRoles = ['florist', 'manager'] as const;
export type InviteRole = (typeof inviteRoles)[number];

const nameSchema = z.string().trim().max(80, 'Use at most 80 characters');

/** Someone of the shop, as the florists page lists them. */
export const teamMember = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(roles),
  is_active: z.boolean(),
  /** Invited and not joined yet: no password and no Google sign-in so far. */
  invite_pending: z.boolean(),
  /**
   * Invited, not joined, and the link expired unused: the address is no longer held for the shop
   * (someone else may claim it); inviting again sends a new link. Always sent.
   */
  invite_expired: z.boolean().optional(),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamList = listOf(teamMember);
export type TeamList = z.infer<typeof teamList>;

/** POST /api/users/florists: invites someone, or sends a pending invitee a new link. */
export const inviteInput = z.object({
  email: emailSchema,
  role: z.enum(inviteRoles, 'Choose florist or manager'),
  first_name: nameSchema.optional().default(''),
  last_name: nameSchema.optional().default(''),
});
export type InviteInput = z.input<typeof inviteInput>;

/** The invitation behind a link, so the page can greet the invitee before they choose a password. */
export const inviteCheckInput = z.object({ token: linkTokenSchema });
export const inviteDetails = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(roles),
  business_name: z.string(),
});
export type InviteDetails = z.infer<typeof inviteDetails>;

/** POST /api/users/invite/decline: the invitee says no; the address is free again. */
export const declineInviteInput = z.object({ token: linkTokenSchema });

/** The form of the invitation page: names (prefilled from the invite) and a password, twice. */
export const acceptInviteForm = newPasswordForm.safeExtend({ first_name: nameSchema, last_name: nameSchema });
export type AcceptInviteForm = z.infer<typeof acceptInviteForm>;

/** POST /api/users/invite/accept: sets the password and signs the invitee in. */
export const acceptInviteInput = newPasswordForm.safeExtend({
  token: linkTokenSchema,
  first_name: nameSchema.optional(),
  last_name: nameSchema.optional(),
});
export type AcceptInviteInput = z.infer<typeof acceptInviteInput>;
