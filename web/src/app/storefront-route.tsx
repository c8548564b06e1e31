import { Store } from 'lucide-react';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { loadInFull, shouldLoadInFull } from './full-page';

/** The addresses the server (and the dev server) answer with the storefront page, store.html. */
const STOREFRONT_PATH = /^\/[A-Za-z0-9-]+\/store\/?$/;

/** The storefront is a bundle of its own (web/store.html): a link inside the app loads it in full. */
export function shouldLoadStorefront(pathname: string, loadedFrom: string | null): boolean {
  return shouldLoadInFull(STOREFRONT_PATH, pathname, loadedFrom);
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

export const storefrontRoute = { loader: loadInFull(STOREFRONT_PATH), Component: StorefrontMissing };
