import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAfterFirstScreen } from '../../lib/after-first-screen';
import { apiRequest } from '../../lib/api-client';

/** Builds that never offer an update: the dev server and the test runner. */
const UNVERSIONED = new Set(['dev', 'test', '']);

/** True when the server serves a different build than the one running in this tab. */
export function isNewVersion(serverVersion: string | undefined, clientVersion: string): boolean {
  if (serverVersion === undefined) return false;
  if (UNVERSIONED.has(serverVersion) || UNVERSIONED.has(clientVersion)) return false;
  return serverVersion !== clientVersion;
}

export const VERSION_TOAST_ID = 'new-version';

/**
 * Seed §2's toast. `update` loads the new build: without a service worker a reload does; with one,
 * its waiting successor must take over first (see connectAppWorker), or the reload would open the
 * old build again from the worker's copy.
 */
export function showVersionToast(update: () => void = () => window.location.reload()): void {
  toast('New version available!', {
    id: VERSION_TOAST_ID,
    description: 'Click to update',
    duration: Number.POSITIVE_INFINITY,
    dismissible: false,
    closeButton: false,
    action: { label: 'Update', onClick: update },
  });
}

/** The back office's service worker, once registered (web/src/register-app-worker.ts). */
let appWorker: ServiceWorkerRegistration | null = null;

export function connectAppWorker(registration: ServiceWorkerRegistration | null): void {
  appWorker = registration;
}

/**
 * The server runs another build: with a service worker, fetch the new one, which offers itself in
 * the toast once it holds the new build's files (its "waiting" event, register-app-worker.ts);
 * without one, or when no new worker turns up, the toast reloads the page.
 */
export async function offerUpdate(): Promise<void> {
  if (appWorker) {
    try {
      await appWorker.update();
      if (appWorker.installing || appWorker.waiting) return;
    } catch {
      // The worker's script could not be fetched; a plain reload still asks the server.
    }
  }
  showVersionToast();
}

/**
 * Asks the server for its build once the first screen is drawn, then every 5 minutes and whenever
 * the window regains focus.
 */
export function useVersionCheck(): void {
  const firstScreenDrawn = useAfterFirstScreen();
  const { data } = useQuery({
    enabled: firstScreenDrawn,
    queryKey: ['version'],
    queryFn: ({ signal }) => apiRequest<{ version: string }>('/api/version', { auth: false, signal }),
    refetchInterval: 5 * 60_000,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    retry: false,
    meta: { errorToast: false },
  });

  const serverVersion = data?.version;
  useEffect(() => {
    if (isNewVersion(serverVersion, __BUILD_ID__)) void offerUpdate();
  }, [serverVersion]);
}
