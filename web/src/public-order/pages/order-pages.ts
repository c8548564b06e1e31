import { type ComponentType, useEffect, useReducer, useState } from 'react';
import type { PublicOrderDetailsPage } from './public-order-details-page';
import type { PublicOrderPage } from './public-order-page';

/*
 * The order's two pages are files of their own (docs/decisions/080): a customer opening the form
 * does not download the details page (the timeline, payment, documents, reminders), and one
 * following their order does not download the form (its fields, checks and calendar). main.tsx
 * starts loading the page an address needs beside the order's data, and draws once both are in.
 */

// biome-ignore lint/suspicious/noExplicitAny: pages take their own props.
type Pages = Record<string, ComponentType<any>>;

/** Loads each page's file once (again after a failure) and keeps the page for every later draw. */
export function pageFiles<P extends Pages>(importers: { [K in keyof P]: () => Promise<P[K]> }) {
  const loaded: Partial<P> = {};
  const loading = new Map<keyof P, Promise<unknown>>();

  function load<K extends keyof P>(kind: K): Promise<P[K]> {
    let pending = loading.get(kind) as Promise<P[K]> | undefined;
    if (!pending) {
      pending = importers[kind]().then((page) => {
        loaded[kind] = page;
        return page;
      });
      // A failed fetch (the connection dropped) may be tried again.
      pending.catch(() => loading.delete(kind));
      loading.set(kind, pending);
    }
    return pending;
  }

  /** The page, at once when it is loaded, else once its file is in; the error and a retry if not. */
  function usePage<K extends keyof P>(
    kind: K,
  ): { page: P[K] | undefined; error: unknown; retry: () => void } {
    const page = loaded[kind];
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    const [error, setError] = useState<unknown>(null);
    const [attempt, setAttempt] = useState(0);
    // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt to load.
    useEffect(() => {
      if (page) return;
      let current = true;
      load(kind).then(
        () => current && redraw(),
        (failure: unknown) => current && setError(failure),
      );
      return () => {
        current = false;
      };
    }, [kind, page, attempt]);
    const retry = () => {
      setError(null);
      setAttempt((count) => count + 1);
    };
    return { page, error: page ? null : error, retry };
  }

  return { load, usePage };
}

const orderPages = pageFiles<{ form: typeof PublicOrderPage; details: typeof PublicOrderDetailsPage }>({
  form: () => import('./public-order-page').then((module) => module.PublicOrderPage),
  details: () => import('./public-order-details-page').then((module) => module.PublicOrderDetailsPage),
});

export type OrderPageKind = 'form' | 'details';
export const loadOrderPage = orderPages.load;
export const useOrderPage = orderPages.usePage;
