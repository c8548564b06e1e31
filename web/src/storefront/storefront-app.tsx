import { useEffect } from 'react';
import { LoadError } from './components/load-error';
import { ShopNotFound } from './components/shop-not-found';
import { ShopPage } from './components/shop-page';
import { ShopSkeleton } from './components/shop-skeleton';
import { useStorefront } from './use-storefront';

export function StorefrontApp({ shopUrl }: { shopUrl: string | null }) {
  const { state, retry } = useStorefront(shopUrl);

  useEffect(() => {
    if (state.status === 'ready') document.title = state.shop.name;
    else if (state.status === 'not-found') document.title = 'Shop not found · Petal';
  }, [state]);

  switch (state.status) {
    case 'loading':
      return <ShopSkeleton />;
    case 'not-found':
      return <ShopNotFound />;
    case 'error':
      return <LoadError message={state.message} onRetry={retry} />;
    case 'ready':
      return <ShopPage shop={state.shop} products={state.products} />;
  }
}
