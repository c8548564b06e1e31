import { useEffect } from 'react';
import { LoadError } from './components/load-error';
import { ProductGridSkeleton } from './components/product-grid';
import { ShopNotFound } from './components/shop-not-found';
import { ShopPage } from './components/shop-page';
import { useStorefront } from './use-storefront';

export function StorefrontApp({ shopUrl }: { shopUrl: string | null }) {
  const { state, retry } = useStorefront(shopUrl);

  useEffect(() => {
    if (state.status === 'ready') document.title = state.shop.name;
    else if (state.status === 'not-found') document.title = 'Shop not found · Petal';
  }, [state]);

  switch (state.status) {
    case 'loading':
      return (
        <main className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6" aria-busy="true">
          <p role="status" className="sr-only">
            Loading the shop
          </p>
          <div className="mx-auto mb-8 h-8 w-48 animate-pulse rounded-lg bg-muted" />
          <ProductGridSkeleton />
        </main>
      );
    case 'not-found':
      return <ShopNotFound />;
    case 'error':
      return <LoadError message={state.message} onRetry={retry} />;
    case 'ready':
      return <ShopPage shop={state.shop} products={state.products} />;
  }
}
