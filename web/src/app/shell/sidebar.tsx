import type { UserInfo } from '@contract/users';
import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { cn } from '../../lib/cn';
import { type NavItem, sidebarItems } from './nav-items';
import { UserBadge } from './user-badge';

interface SidebarProps {
  user: UserInfo;
  businessName: string | undefined;
  onLogout: () => void;
}

function SidebarEntry({ item }: { item: NavItem }) {
  const Icon = item.icon;
  if (item.comingSoon) {
    // docs/product.md, Screens and navigation: Subscriptions shows a badge and goes nowhere, so it is not a link at all.
    return (
      <span
        aria-disabled="true"
        className="flex h-10 items-center gap-2.5 rounded-xl px-3 text-[15px] text-muted-foreground/80"
      >
        <Icon className="size-[18px] shrink-0" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate">{item.label}</span>
        <Badge size="sm">Coming Soon</Badge>
      </span>
    );
  }
  if (item.key === 'create') {
    return (
      <NavLink
        to={item.path}
        className={({ isActive }) =>
          cn(
            'mb-3 flex h-11 items-center justify-center gap-2 rounded-xl bg-primary px-3 font-medium text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover',
            isActive && 'ring-2 ring-primary/30 ring-offset-2 ring-offset-surface',
          )
        }
      >
        <Icon className="size-[18px]" aria-hidden="true" />
        {item.label}
      </NavLink>
    );
  }
  return (
    <NavLink
      to={item.path}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-xl px-3 text-[15px] transition-colors',
          isActive
            ? 'bg-primary-soft font-medium text-primary-soft-foreground'
            : 'text-foreground/80 hover:bg-muted hover:text-foreground',
        )
      }
    >
      <Icon className="size-[18px] shrink-0" aria-hidden="true" />
      {item.label}
    </NavLink>
  );
}

export function Sidebar({ user, businessName, onLogout }: SidebarProps) {
  return (
    <aside className="sticky top-0 flex h-dvh w-[272px] shrink-0 flex-col border-r border-border bg-surface">
      <div className="px-5 pt-5 pb-5">
        <Logo />
        {businessName && (
          <p className="mt-1.5 truncate pl-[42px] text-xs text-muted-foreground">{businessName}</p>
        )}
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-0.5">
          {sidebarItems(user.role).map((item) => (
            <li key={item.key}>
              <SidebarEntry item={item} />
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex items-center gap-2 border-t border-border p-3">
        <NavLink to="/intern/account" className="min-w-0 flex-1 rounded-xl p-1.5 hover:bg-muted">
          <UserBadge user={user} />
        </NavLink>
        <Button variant="ghost" size="icon" onClick={onLogout} aria-label="Logout" title="Logout">
          <LogOut className="size-[18px]" aria-hidden="true" />
        </Button>
      </div>
    </aside>
  );
}
