import { I18nProvider } from '@lingui/react';
import { useEffect } from 'react';
import { i18n } from '../i18n/customer-i18n';
import { LoadError } from './components/load-error';
import { ShopNotFound } from './components/shop-not-found';
import { ShopPage } from './components/shop-page';
import { ShopSkeleton } from './components/shop-skeleton';
import { useStorefront } from './use-storefront';

/**
 * The skeleton draws at once, before any language is here; everything after it is drawn in the
 * visitor's language, which useStorefront activates before it answers (the provider draws nothing
 * until a language is active).
 */
export function StorefrontApp({ shopUrl }: { shopUrl: string | null }) {
  const { state, retry } = useStorefront(shopUrl);

  useEffect(() => {
    // A ready shop's title is the shop page's (it names the open product too).
    if (state.status === 'not-found') document.title = i18n._('Shop not found · Petal');
  }, [state]);

  if (state.status === 'loading') return <ShopSkeleton />;
  return (
    <I18nProvider i18n={i18n}>
      {state.status === 'not-found' ? (
        <ShopNotFound />
      ) : state.status === 'error' ? (
        <LoadError error={state.error} onRetry={retry} />
      ) : (
        <ShopPage shop={state.shop} products={state.products} />
      )}
    </I18nProvider>
  );
}
