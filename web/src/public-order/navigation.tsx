import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useSyncExternalStore } from 'react';

/*
 * Moving between the two pages of an order (/order/{uuid} and /order/{uuid}/details) without a
 * router library: the page is its own small bundle (docs/decisions/031). Any other address is
 * loaded in full by the browser.
 */

const NAVIGATED = 'petal:navigated';

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener);
  window.addEventListener(NAVIGATED, listener);
  return () => {
    window.removeEventListener('popstate', listener);
    window.removeEventListener(NAVIGATED, listener);
  };
}

/** The address shown, as path and query (`/order/…/details?payment=done`). */
export function useCurrentUrl(): URL {
  const href = useSyncExternalStore(subscribe, () => window.location.href);
  return new URL(href);
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  // A new page starts at its top, as after a full load.
  if (!replace) window.scrollTo(0, 0);
  window.dispatchEvent(new Event(NAVIGATED));
}

/** Replaces the address once rendered (an order that can no longer change opens its details). */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}

/** A link between the order's pages; a click with a modifier key opens it as the browser would. */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...rest} />;
}
