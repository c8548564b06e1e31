import type { LoaderFunctionArgs } from 'react-router';

/*
 * Pages with a bundle of their own (the storefront, store.html; the customer's order pages,
 * order.html): a link inside the app to one of them loads it in full, so the app's router only
 * hands the address to the browser.
 */

/** The address this document was loaded from; pushState does not change it. */
function documentPath(): string | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : null;
}

/**
 * When the server itself answered this app for the address, it is not one of those pages: loading
 * it again would only loop, so the visitor sees the route's "not found" instead.
 */
export function shouldLoadInFull(pattern: RegExp, pathname: string, loadedFrom: string | null): boolean {
  return pattern.test(pathname) && pathname !== loadedFrom;
}

/** A route loader that sends the browser to addresses matching `pattern`. */
export function loadInFull(pattern: RegExp) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    if (shouldLoadInFull(pattern, url.pathname, documentPath())) {
      window.location.assign(url.href);
      // The page is going away; rendering anything meanwhile would only flash.
      await new Promise(() => {});
    }
    return null;
  };
}
