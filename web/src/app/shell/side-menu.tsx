import type { UserInfo } from '@contract/users';
import { LogOut, UserRound, X } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { Sheet } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { sideMenuItems } from './nav-items';
import { UserBadge } from './user-badge';

interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  user: UserInfo;
  onLogout: () => void;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex h-12 items-center gap-3 rounded-xl px-3 text-[15px] transition-colors',
    isActive ? 'bg-primary-soft font-medium text-primary-soft-foreground' : 'text-foreground hover:bg-muted',
  );

export function SideMenu({ open, onClose, user, onLogout }: SideMenuProps) {
  return (
    <Sheet open={open} onClose={onClose} label="Menu">
      <div className="flex items-center justify-between px-4 pt-4 pb-3">
        <Logo />
        <Button variant="ghost" size="icon" onClick={onClose} aria-label="Close menu">
          <X className="size-5" aria-hidden="true" />
        </Button>
      </div>
      <nav aria-label="More" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="space-y-1">
          {sideMenuItems(user.role).map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.key}>
                <NavLink to={item.path} onClick={onClose} className={linkClasses}>
                  <Icon className="size-5" aria-hidden="true" />
                  {item.label}
                </NavLink>
              </li>
            );
          })}
          <li>
            <NavLink to="/intern/account" onClick={onClose} className={linkClasses}>
              <UserRound className="size-5" aria-hidden="true" />
              Account
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="space-y-3 border-t border-border p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        <UserBadge user={user} />
        <Button variant="outline" className="w-full" onClick={onLogout}>
          <LogOut className="size-4" aria-hidden="true" />
          Logout
        </Button>
      </div>
    </Sheet>
  );
}
