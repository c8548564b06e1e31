import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * Changes made while the device is offline are held by the query client (a paused mutation) and
 * sent by it when the connection returns. They live in this page only: closing or reloading it
 * loses them, so the page says they are waiting and asks before it goes.
 */
export const countWaitingChanges = (client: QueryClient) =>
  client
    .getMutationCache()
    .getAll()
    .filter((mutation) => mutation.state.isPaused).length;

/** How many changes wait for the connection, updated as they are made and sent. */
export function useWaitingChanges(): number {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getMutationCache().subscribe(onChange),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => countWaitingChanges(client),
    () => 0,
  );
}

/** While `active`, closing or reloading the page makes the browser ask first. */
export function useWarnBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set; its text is never shown.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
