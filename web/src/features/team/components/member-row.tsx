import type { TeamMember } from '@contract/team';
import { Mail, UserCheck, UserX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { allowedActions, memberInitials, memberName, memberStatus, roleLabels } from './member-labels';

const statusBadges = {
  active: { tone: 'green', label: 'Active' },
  invited: { tone: 'rose', label: 'Invited' },
  // The link ran out unused: the address is free for anyone until the shop invites again.
  expired: { tone: 'neutral', label: 'Invitation expired' },
  deactivated: { tone: 'neutral', label: 'Deactivated' },
} as const;

interface MemberRowProps {
  member: TeamMember;
  viewer: { id: string; role: string | null };
  onDeactivate: (member: TeamMember) => void;
  onActivate: (member: TeamMember) => void;
  onResend: (member: TeamMember) => void;
  /** The row whose request is running, so its button shows a spinner. */
  busy: boolean;
}

export function MemberRow({ member, viewer, onDeactivate, onActivate, onResend, busy }: MemberRowProps) {
  const status = statusBadges[memberStatus(member)];
  const actions = allowedActions(member, viewer);
  const name = memberName(member);
  const hasName = name !== member.email;
  const isSelf = member.id === viewer.id;

  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span
          aria-hidden="true"
          className={
            member.is_active
              ? 'flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground'
              : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-muted-foreground'
          }
        >
          {memberInitials(member)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="truncate font-medium">{name}</span>
            {isSelf && <span className="text-sm text-muted-foreground">(you)</span>}
          </p>
          {hasName && <p className="truncate text-sm text-muted-foreground">{member.email}</p>}
          <p className="mt-1.5 flex flex-wrap gap-1.5">
            <Badge tone="neutral">{roleLabels[member.role]}</Badge>
            <Badge tone={status.tone}>{status.label}</Badge>
          </p>
        </div>
      </div>
      {(actions.resend || actions.deactivate || actions.activate) && (
        <div className="flex flex-wrap gap-2 pl-13 sm:justify-end sm:pl-0">
          {actions.resend && (
            <Button variant="outline" size="sm" onClick={() => onResend(member)} loading={busy}>
              <Mail className="size-4" aria-hidden="true" />
              {member.is_active && !member.invite_expired ? 'Re-send invite' : 'Invite again'}
              <span className="sr-only"> to {name}</span>
            </Button>
          )}
          {actions.activate && (
            <Button variant="outline" size="sm" onClick={() => onActivate(member)} loading={busy}>
              <UserCheck className="size-4" aria-hidden="true" />
              Activate<span className="sr-only"> {name}</span>
            </Button>
          )}
          {actions.deactivate && (
            <Button variant="ghost-danger" size="sm" onClick={() => onDeactivate(member)}>
              <UserX className="size-4" aria-hidden="true" />
              Deactivate<span className="sr-only"> {name}</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
