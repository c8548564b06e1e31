import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { logout } from '../../lib/auth';
import { quietBusinessQuery } from '../../lib/current-business';
import { userInfoQuery } from '../../lib/current-user';
import { useIsDesktop } from '../../lib/use-media-query';
import { LiveOrders } from '../live/use-live-orders';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { Sidebar } from './sidebar';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import { VerifyEmailBanner } from './verify-email-banner';

/** The back-office frame: sidebar on desktop; bottom bar and side menu on mobile (docs/product.md, Screens and navigation). */
export function AppShell() {
  const isDesktop = useIsDesktop();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The route loader has fetched the user already; this only subscribes to it.
  const { data: user } = useQuery(userInfoQuery);
  const { data: business } = useQuery(quietBusinessQuery);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);

  const onLogout = () => {
    setMenuOpen(false);
    void logout();
  };

  if (!user) return <PageSpinner />;

  return (
    <div className="flex min-h-dvh">
      {user.role && <LiveOrders />}
      {isDesktop && <Sidebar user={user} businessName={business?.name} onLogout={onLogout} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <Header isDesktop={isDesktop} onOpenMenu={() => setMenuOpen(true)} />
        <VerifyEmailBanner user={user} />
        {/* Takes the focus after a move to another page (not a Tab stop), so it draws no ring. */}
        <main
          ref={main}
          tabIndex={-1}
          className="flex-1 px-4 pt-5 pb-28 outline-none md:px-8 md:pt-8 md:pb-12"
        >
          <Outlet />
        </main>
      </div>
      {!isDesktop && <BottomBar role={user.role} />}
      {!isDesktop && <SideMenu open={menuOpen} onClose={closeMenu} user={user} onLogout={onLogout} />}
    </div>
  );
}
