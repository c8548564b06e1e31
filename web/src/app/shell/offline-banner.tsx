import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

/**
 * Says so while the device has no connection. The app keeps running from the service worker
 * (docs/decisions/036), but nothing it shows is saved for offline use: lists stay as they were
 * loaded, and changes fail until the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    // The live region stays in the page, so screen readers announce the message when it appears
    // (aria-live rather than role="status": an empty status on every page would be one too many).
    <div aria-live="polite" className="sticky top-0 z-50">
      {online ? null : (
        <p className="flex items-center justify-center gap-2 bg-foreground px-4 py-2 text-center text-sm font-medium text-background">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          You're offline. Orders and changes need a connection; Petal carries on when it is back.
        </p>
      )}
    </div>
  );
}

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
