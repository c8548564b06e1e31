import { SearchX } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state';
import { loadInFull, shouldLoadInFull } from './full-page';

/** The addresses the server (and the dev server) answer with the customer's order page, order.html. */
const ORDER_PATH = /^\/order\/[^/]+(\/details)?\/?$/;

/** The customer's order pages are a bundle of their own (web/order.html): the app loads them in full. */
export function shouldLoadOrderPage(pathname: string, loadedFrom: string | null): boolean {
  return shouldLoadInFull(ORDER_PATH, pathname, loadedFrom);
}

function OrderPageMissing() {
  return (
    <EmptyState icon={SearchX} title="We could not find this order" className="my-auto w-full">
      <p>Check that the link is complete, exactly as your florist sent it.</p>
    </EmptyState>
  );
}

export const orderPageRoute = { loader: loadInFull(ORDER_PATH), Component: OrderPageMissing };
