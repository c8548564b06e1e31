import type { Role } from '@contract/users';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { bottomBarItems } from './nav-items';

export function BottomBar({ role }: { role: Role | null }) {
  const items = bottomBarItems(role);
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-lg items-stretch justify-around px-1">
        {items.map((item) => {
          const Icon = item.icon;
          const isCreate = item.key === 'create';
          return (
            <li key={item.key} className="flex-1">
              <NavLink
                to={item.path}
                className={({ isActive }) =>
                  cn(
                    'flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors',
                    isActive ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      className={cn(
                        'flex items-center justify-center rounded-full transition-colors',
                        isCreate
                          ? '-my-1 size-9 bg-primary text-primary-foreground shadow-sm'
                          : cn('h-7 w-12', isActive && 'bg-primary-soft'),
                      )}
                    >
                      <Icon
                        className="size-5"
                        strokeWidth={isActive || isCreate ? 2.2 : 1.8}
                        aria-hidden="true"
                      />
                    </span>
                    <span className={cn(isCreate && !isActive && 'text-foreground')}>{item.label}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
