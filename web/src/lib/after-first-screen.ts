import { useEffect, useState } from 'react';
import { session } from './current-session';
import { queryClient } from './query-client';

/** The longest the idle moment after the first screen is waited for, in ms. */
const IDLE_TIMEOUT_MS = 2_000;
/**
 * How long no query must be asking the server: a page's data is asked for a moment after the
 * session is known (its route's loader), not in the same instant.
 */
const QUIET_MS = 150;

const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/** Once no query has asked the server for a moment: the first screen's data has arrived. */
const settled = () =>
  new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      if (queryClient.isFetching() > 0) return;
      timer = setTimeout(() => {
        unsubscribe();
        resolve();
      }, QUIET_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });

/** Once the session is known, signed in or not: the page asks for its data after that. */
const sessionKnown = () =>
  session.getAccessToken().then(
    () => undefined,
    () => undefined,
  );

/** What this needs of the app's router: whether its first page's code and loader have run. */
interface FirstRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

let appRouter: FirstRouter | null = null;

/**
 * The app's router (main.tsx): its first page's code arrives and its loader asks for the page's
 * data only then, on a slow connection well after the session is known.
 */
export function watchFirstRoute(router: FirstRouter): void {
  appRouter = router;
}

const routeReady = () =>
  new Promise<void>((resolve) => {
    const router = appRouter;
    if (!router || router.state.initialized) {
      resolve();
      return;
    }
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });

/** After the next idle moment: the answers have been drawn. */
const idle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 200);
  });

let firstScreen: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and its first screen's data has arrived and been drawn. What
 * nobody waits for (the service worker and the files it keeps, the manifest and its icons, the
 * version check) starts then: on a phone's slow connection it shared the six connections with the
 * first screen's files and data, and the list came later (docs/performance.md).
 */
export function afterFirstScreen(): Promise<void> {
  firstScreen ??= loaded().then(sessionKnown).then(routeReady).then(settled).then(idle);
  return firstScreen;
}

/** Whether the first screen has been drawn (see afterFirstScreen). */
export function useAfterFirstScreen(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstScreen().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return done;
}
