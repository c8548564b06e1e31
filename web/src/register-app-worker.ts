import { connectAppWorker, showVersionToast } from './app/shell/version-check';

/**
 * Registers the back office's service worker (docs/decisions/036) after the page has loaded, so it
 * never competes with the first screen. Only the back office does: the storefront and the
 * customer's order pages neither load this nor are answered by the worker.
 */
export function registerAppWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const activateNewWorker = registerSW({
      immediate: true,
      // A new build's worker has its files and waits: Update lets it take over, and the page
      // reloads into the new build when it does.
      onNeedRefresh: () => showVersionToast(() => void activateNewWorker()),
      onRegisteredSW: (_url, registration) => connectAppWorker(registration ?? null),
    });
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
