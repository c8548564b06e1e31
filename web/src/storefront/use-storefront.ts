import { useCallback, useEffect, useRef, useState } from 'react';
import {
  getStorefront,
  getStorefrontProducts,
  isNotFound,
  type Storefront,
  type StorefrontProduct,
} from './api';
import { fontsReady } from './fonts';

export type StorefrontState =
  | { status: 'loading' }
  | { status: 'ready'; shop: Storefront; products: StorefrontProduct[] }
  | { status: 'not-found' }
  | { status: 'error'; message: string };

/** The shop and its products, loaded together; `retry` loads again after a failure. */
export function useStorefront(shopUrl: string | null): { state: StorefrontState; retry: () => void } {
  const [state, setState] = useState<StorefrontState>(
    shopUrl ? { status: 'loading' } : { status: 'not-found' },
  );
  // Only the latest load may set the state; an older answer arriving late is dropped.
  const latest = useRef(0);

  const load = useCallback(() => {
    if (!shopUrl) return;
    const request = ++latest.current;
    setState({ status: 'loading' });
    Promise.all([getStorefront(shopUrl), getStorefrontProducts(shopUrl), fontsReady()]).then(
      ([shop, products]) => {
        if (request === latest.current) setState({ status: 'ready', shop, products: products.items });
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        if (isNotFound(error)) setState({ status: 'not-found' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
  }, [shopUrl]);

  useEffect(() => {
    load();
    return () => {
      latest.current++;
    };
  }, [load]);

  return { state, retry: load };
}
