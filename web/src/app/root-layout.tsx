import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { session } from '../lib/auth';
import { applyTheme, useTheme } from '../lib/theme';
import { isPrivatePath } from './guards';
import { OfflineBanner } from './shell/offline-banner';
import { useVersionCheck } from './shell/version-check';

/** Wraps every route: theme per route, sign-out handling, the new-version check and the offline notice. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [theme] = useTheme();

  // The landing page is always light (docs/product.md, Screens and navigation); every other page follows the stored choice.
  useLayoutEffect(() => {
    applyTheme(pathname === '/' ? 'light' : theme);
  }, [pathname, theme]);

  useEffect(
    () =>
      session.subscribe((event) => {
        if (event.type !== 'signed-out') return;
        // A stale cookie found on a public page is no reason to send a visitor to /login.
        if (event.reason === 'refresh-failed' && !isPrivatePath(window.location.pathname)) return;
        // Empty the cache only after leaving the back office, so its queries do not refetch unsigned.
        void Promise.resolve(navigate('/login', { replace: true })).then(() => queryClient.clear());
      }),
    [navigate, queryClient],
  );

  useVersionCheck();

  return (
    <>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
