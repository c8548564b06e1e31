import { ArrowLeft, CircleUser, Menu } from 'lucide-react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { pageTitle, parentPath, showsBackButton } from './header-rules';
import { ThemeToggle } from './theme-toggle';

interface HeaderProps {
  isDesktop: boolean;
  onOpenMenu: () => void;
}

export function Header({ isDesktop, onOpenMenu }: HeaderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const title = pageTitle(location.pathname);
  const back = showsBackButton(location.pathname);

  // A page opened directly (a shared link) has no history in the app to go back to.
  const goBack = () => (location.key === 'default' ? navigate(parentPath(location.pathname)) : navigate(-1));

  return (
    <header className="sticky top-0 z-20 border-b border-border/80 bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="flex h-14 items-center gap-2 px-2 md:h-16 md:px-6">
        {back ? (
          <Button variant="ghost" size="icon" onClick={goBack} aria-label="Back">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Button>
        ) : (
          !isDesktop && (
            <Button variant="ghost" size="icon" onClick={onOpenMenu} aria-label="Open menu">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          )
        )}
        <h1
          className={cn(
            'min-w-0 flex-1 truncate text-lg font-semibold tracking-tight md:text-xl',
            isDesktop && !back ? 'pl-0' : 'pl-1',
          )}
        >
          {title}
        </h1>
        <ThemeToggle />
        <NavLink
          to="/intern/account"
          aria-label="Account"
          title="Account"
          className={({ isActive }) => buttonClasses(isActive ? 'secondary' : 'ghost', 'icon')}
        >
          <CircleUser className="size-5" aria-hidden="true" />
        </NavLink>
      </div>
    </header>
  );
}
