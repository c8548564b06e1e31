import type { UserInfo } from '@contract/users';

const roleLabels = { owner: 'Owner', manager: 'Manager', florist: 'Florist' } as const;

export function displayName(user: UserInfo): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}

/** Initials from the name, else from the e-mail. */
function initials(user: UserInfo): string {
  const fromName = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (fromName || user.email.charAt(0)).toUpperCase();
}

export function UserBadge({ user }: { user: UserInfo }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
      >
        {initials(user)}
      </span>
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium">{displayName(user)}</span>
        <span className="block truncate text-xs text-muted-foreground">
          {user.role ? roleLabels[user.role] : 'No shop yet'}
        </span>
      </span>
    </div>
  );
}
