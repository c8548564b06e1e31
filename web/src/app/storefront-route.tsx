import { Store } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';

/** The addresses the server (and the dev server) answer with the storefront page, store.html. */
const STOREFRONT_PATH = /^\/[A-Za-z0-9-]+\/store\/?$/;

/** The address this document was loaded from; pushState does not change it. */
function documentPath(): string | null {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : null;
}

/**
 * The storefront is a bundle of its own (web/store.html), so a link inside the app to /{url}/store
 * loads that page in full. When the server itself answered this app for the address, it is not a
 * storefront address: loading it again would only loop, so the visitor sees "not found" instead.
 */
export function shouldLoadStorefront(pathname: string, loadedFrom: string | null): boolean {
  return STOREFRONT_PATH.test(pathname) && pathname !== loadedFrom;
}

async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (shouldLoadStorefront(url.pathname, documentPath())) {
    window.location.assign(url.href);
    // The page is going away; rendering anything meanwhile would only flash.
    await new Promise(() => {});
  }
  return null;
}

function StorefrontMissing() {
  return (
    <EmptyState
      icon={Store}
      title="This shop could not be found"
      className="my-auto w-full"
      action={
        <a href="/" className={buttonClasses('outline')}>
          Petal home
        </a>
      }
    >
      <p>Check the address of the shop, or ask the florist for their link.</p>
    </EmptyState>
  );
}

export const storefrontRoute = { loader, Component: StorefrontMissing };
