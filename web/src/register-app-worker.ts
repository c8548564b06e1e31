import { connectAppWorker, showVersionToast } from './app/shell/version-check';

/**
 * Registers the back office's service worker (docs/decisions/036) after the page has loaded, so it
 * never competes with the first screen. Only the back office does: the storefront and the
 * customer's order pages neither load this nor are answered by the worker.
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
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
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
