import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useWaitingChanges, useWarnBeforeUnload } from '../../lib/waiting-changes';

/**
 * Says so while the device has no connection. The app keeps running from the service worker
 * (docs/decisions/036), but nothing it shows is saved for offline use: lists stay as they were
 * loaded. A change made meanwhile waits in this page and is sent when the connection is back;
 * the banner says so, and closing or reloading the page asks first, since that would lose it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const waiting = useWaitingChanges();
  useWarnBeforeUnload(waiting > 0);
  return (
    // The live region stays in the page, so screen readers announce the message when it appears
    // (aria-live rather than role="status": an empty status on every page would be one too many).
    <div aria-live="polite" className="sticky top-0 z-50">
      {online && waiting === 0 ? null : (
        <div className="bg-foreground px-4 py-2 text-center text-sm font-medium text-background">
          {!online && (
            <p className="flex items-center justify-center gap-2">
              <WifiOff className="size-4 shrink-0" aria-hidden="true" />
              You're offline. Orders and changes need a connection; Petal carries on when it is back.
            </p>
          )}
          {waiting > 0 && <p>{waitingText(waiting)}</p>}
        </div>
      )}
    </div>
  );
}

const waitingText = (count: number) =>
  `${count === 1 ? '1 change waits' : `${count} changes wait`} and will be sent when you are back online. Keep this page open until then.`;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the device says it has no network (the browser's own signal, updated live). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
