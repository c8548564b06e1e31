import { useEffect, useState } from 'react';
import { getFullWindows, type Storefront, type StorefrontFullWindows } from './api';
import { fillsUp } from './same-day';

type FullWindows = StorefrontFullWindows['windows'];

/** Asked again this often while the page is open: every order may fill a window. */
const REFRESH_MS = 2 * 60_000;
const NONE: FullWindows = [];

/**
 * The shop's full delivery windows, for the same-day countdown; null while not known (not yet
 * answered, or the call failed), when the countdown must say nothing rather than promise a window
 * that may be gone. A shop whose windows have no capacity is never asked: nothing fills up.
 */
export function useFullWindows(shop: Storefront): FullWindows | null {
  const asks = fillsUp(shop);
  const [full, setFull] = useState<FullWindows | null>(null);
  useEffect(() => {
    if (!asks) return;
    let live = true;
    const load = () =>
      getFullWindows(shop.url).then(
        (answer) => live && setFull(answer.windows),
        () => live && setFull(null),
      );
    void load();
    const timer = window.setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [asks, shop.url]);
  return asks ? full : NONE;
}
