import { useCallback, useEffect, useRef, useState } from 'react';
import {
  activateLanguage,
  activateSomeLanguage,
  preferredLanguage,
  visitorLanguage,
} from '../i18n/customer-i18n';
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
  | { status: 'error'; error: unknown };

/**
 * The shop and its products, loaded together with the visitor's language (the shop's own when
 * their browser asks for none we offer); `retry` loads again after a failure. Nothing with words is
 * drawn until a language is active: the skeleton has none.
 */
export function useStorefront(shopUrl: string | null): { state: StorefrontState; retry: () => void } {
  const [state, setState] = useState<StorefrontState>({ status: 'loading' });
  // Only the latest load may set the state; an older answer arriving late is dropped.
  const latest = useRef(0);

  const load = useCallback(() => {
    const request = ++latest.current;
    setState({ status: 'loading' });
    if (!shopUrl) {
      void activateSomeLanguage(visitorLanguage()).then(() => setState({ status: 'not-found' }));
      return;
    }
    // The visitor's language loads beside the shop when their browser names one we offer.
    const guess = preferredLanguage();
    Promise.all([
      getStorefront(shopUrl),
      getStorefrontProducts(shopUrl),
      fontsReady(),
      guess && activateLanguage(guess),
    ])
      .then(async ([shop, products]) => {
        await activateLanguage(visitorLanguage(shop.language));
        return { shop, products };
      })
      .then(
        ({ shop, products }) => {
          if (request === latest.current) setState({ status: 'ready', shop, products: products.items });
        },
        async (error: unknown) => {
          // The words for the error page: the visitor's language, or English if even that failed.
          await activateSomeLanguage(visitorLanguage());
          if (request !== latest.current) return;
          setState(isNotFound(error) ? { status: 'not-found' } : { status: 'error', error });
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
