import { connectAppWorker, showVersionToast } from './app/shell/version-check';
import { afterFirstScreen } from './lib/after-first-screen';

/**
 * Registers the back office's service worker (docs/decisions/036) once the first screen is drawn,
 * so that neither it nor the files it keeps compete with the first screen. Only the back office
 * does: the storefront and the customer's order pages neither load this nor are answered by it.
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  reloadWhenReplaced(navigator.serviceWorker);
  const start = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const activateNewWorker = registerSW({
      immediate: true,
      // A new build's worker has its files and waits: Update lets it take over (and the page
      // reloads into the new build, below).
      onNeedRefresh: () => showVersionToast(() => void activateNewWorker()),
      // Reloading is left to reloadWhenReplaced, which also covers the first visit.
      onNeedReload: () => {},
      onRegisteredSW: (_url, registration) => connectAppWorker(registration ?? null),
    });
  };
  void afterFirstScreen().then(start);
}

/**
 * Links the back office's manifest (docs/decisions/036) once the first screen is drawn: the
 * browser fetches it and its icons at once where the page names it.
 */
export function linkManifest(): void {
  void afterFirstScreen().then(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
  });
}

/**
 * A worker replacing the one this page was loaded from holds another build, whose files no longer
 * match this page's (the old ones are dropped from its cache): reload, here and in every other tab.
 * The first worker taking control of a page that had none (the first visit) changes nothing.
 */
function reloadWhenReplaced(workers: ServiceWorkerContainer) {
  let controlled = workers.controller !== null;
  workers.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
}
