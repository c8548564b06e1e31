/*
 * What this browser can do about push notifications, and subscribing it (docs/decisions/063). The
 * back office's service worker shows them (web/public/push-worker.js); without it nothing arrives.
 */

/**
 * Why this device cannot be turned on, if it cannot: no push in this browser; an iPhone or iPad
 * where Petal is not opened from the Home Screen (Safari gives push to installed apps only);
 * notifications blocked for the site; or no service worker running (a private window, or a browser
 * set to refuse them).
 */
export type PushSupport = 'ready' | 'unsupported' | 'ios-not-installed' | 'denied' | 'no-worker';

/** Why turning on failed: the person said no (or closed the question), or the push service did not answer. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'dismissed' | 'push-service') {
    super(reason);
  }
}

const isAppleTouchDevice = () =>
  /iPad|iPhone|iPod/.test(navigator.userAgent) ||
  // iPadOS presents itself as a Mac, one with a touch screen.
  (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);

const isInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches ||
  (navigator as { standalone?: boolean }).standalone === true;

/**
 * The worker that shows notifications, once it runs. It is registered after the page's load event
 * (web/src/register-app-worker.ts), so a first visit looks for it for `waitMs`; one found is waited
 * for while it stores the app's files, which takes a while on a slow connection. Null: none came.
 */
async function appWorker(waitMs: number): Promise<ServiceWorkerRegistration | null> {
  const until = Date.now() + waitMs;
  for (;;) {
    const registration = await navigator.serviceWorker.getRegistration();
    if (registration?.active) return registration;
    if (registration) return navigator.serviceWorker.ready;
    if (Date.now() >= until) return null;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function pushSupport(
  waitMs = 5000,
): Promise<{ support: PushSupport; registration: ServiceWorkerRegistration | null }> {
  const none = (support: PushSupport) => ({ support, registration: null });
  const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isAppleTouchDevice() && !isInstalled()) return none('ios-not-installed');
  if (!hasPush) return none('unsupported');
  if (Notification.permission === 'denied') return none('denied');
  const registration = await appWorker(waitMs);
  return registration ? { support: 'ready', registration } : none('no-worker');
}

/** The server's public key (base64url) as the bytes the push service wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Asks the browser for permission and a subscription with the server's key. A subscription made
 * for another key (the server's keys were replaced) is ended first: pushes signed with the new key
 * would be refused for it.
 */
export async function subscribeThisDevice(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(permission === 'denied' ? 'denied' : 'dismissed');
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    throw new PushSetupError('push-service');
  }
}

/** What the server keeps of a subscription: its address and the keys a push is encrypted to. */
export function subscriptionParts(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON();
  return {
    endpoint: endpoint ?? subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

/** A device's browser, as its push service tells it: the address is all the server knows of it. */
export function browserOfEndpoint(endpoint: string): string | null {
  const host = URL.canParse(endpoint) ? new URL(endpoint).hostname : '';
  if (host === 'fcm.googleapis.com' || host.endsWith('.googleapis.com')) return 'Chrome';
  if (host.endsWith('.mozilla.com')) return 'Firefox';
  if (host.endsWith('.push.apple.com')) return 'Safari';
  if (host.endsWith('.notify.windows.com')) return 'Edge';
  return null;
}
