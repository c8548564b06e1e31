import { useSyncExternalStore } from 'react';

/** How this device announces new orders: a soft sound and a toast. Stored per device, not per account. */
export type LiveAlerts = { sound: boolean; toast: boolean };

export const LIVE_ALERTS_STORAGE_KEY = 'petal-live-alerts';
const DEFAULTS: LiveAlerts = { sound: true, toast: true };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LiveAlerts } | undefined;

function readRaw(): string | null {
  try {
    return localStorage.getItem(LIVE_ALERTS_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getLiveAlerts(): LiveAlerts {
  const raw = readRaw();
  if (cached && cached.raw === raw) return cached.value;
  let value = DEFAULTS;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<LiveAlerts>) : {};
    value = {
      sound: typeof parsed.sound === 'boolean' ? parsed.sound : DEFAULTS.sound,
      toast: typeof parsed.toast === 'boolean' ? parsed.toast : DEFAULTS.toast,
    };
  } catch {
    // A broken value falls back to the defaults.
  }
  cached = { raw, value };
  return value;
}

export function setLiveAlerts(change: Partial<LiveAlerts>): void {
  const next = { ...getLiveAlerts(), ...change };
  try {
    localStorage.setItem(LIVE_ALERTS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not kept, but this page still follows it.
    cached = { raw: readRaw(), value: next };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of this device changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LIVE_ALERTS_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLiveAlerts(): [LiveAlerts, (change: Partial<LiveAlerts>) => void] {
  return [useSyncExternalStore(subscribe, getLiveAlerts, () => DEFAULTS), setLiveAlerts];
}
