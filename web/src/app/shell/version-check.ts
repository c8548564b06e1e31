import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
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

export function showVersionToast(): void {
  toast('New version available!', {
    id: VERSION_TOAST_ID,
    description: 'Click to update',
    duration: Number.POSITIVE_INFINITY,
    dismissible: false,
    closeButton: false,
    action: { label: 'Update', onClick: () => window.location.reload() },
  });
}

/** Asks the server for its build every 5 minutes and whenever the window regains focus. */
export function useVersionCheck(): void {
  const { data } = useQuery({
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
    if (isNewVersion(serverVersion, __BUILD_ID__)) showVersionToast();
  }, [serverVersion]);
}
