import { useEffect, useState } from 'react';
import { type PushSupport, pushSupport } from './device-push';

export type ThisDevice = {
  support: PushSupport;
  registration: ServiceWorkerRegistration | null;
  /** The browser's subscription, whether or not the server still sends to it. */
  subscription: PushSubscription | null;
};

/** What this browser can do and whether it holds a subscription; undefined while it is asked. */
export function useThisDevice(): [ThisDevice | undefined, (subscription: PushSubscription | null) => void] {
  const [device, setDevice] = useState<ThisDevice>();
  useEffect(() => {
    let current = true;
    void pushSupport().then(async ({ support, registration }) => {
      const subscription = (await registration?.pushManager.getSubscription()) ?? null;
      if (current) setDevice({ support, registration, subscription });
    });
    return () => {
      current = false;
    };
  }, []);
  const setSubscription = (subscription: PushSubscription | null) =>
    setDevice((known) => known && { ...known, subscription });
  return [device, setSubscription];
}
