import type { TeamMember } from '@contract/team';

export const roleLabels = { owner: 'Owner', manager: 'Manager', florist: 'Florist' } as const;

export function memberName(member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  return `${member.first_name} ${member.last_name}`.trim() || member.email;
}

/** Initials from the name, else from the e-mail. */
export function memberInitials(member: TeamMember): string {
  const fromName = `${member.first_name.charAt(0)}${member.last_name.charAt(0)}`.trim();
  return (fromName || member.email.charAt(0)).toUpperCase();
}

export type MemberStatus = 'active' | 'invited' | 'expired' | 'deactivated';

export function memberStatus(member: TeamMember): MemberStatus {
  if (!member.is_active) return 'deactivated';
  if (member.invite_expired) return 'expired';
  return member.invite_pending ? 'invited' : 'active';
}

/** What the viewer may do with a row (the server enforces the same rules). */
export function allowedActions(member: TeamMember, viewer: { id: string; role: string | null }) {
  const isSelf = member.id === viewer.id;
  const managesIt = member.role === 'florist' || viewer.role === 'owner';
  const canSwitch = !isSelf && member.role !== 'owner' && managesIt;
  return {
    deactivate: canSwitch && member.is_active,
    activate: canSwitch && !member.is_active && !member.invite_pending,
    // A pending invitee gets a new link; one whose invitation was withdrawn is invited again.
    resend: member.invite_pending && managesIt && !isSelf,
  };
}
