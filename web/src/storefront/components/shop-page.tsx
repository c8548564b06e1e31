import { lazy, Suspense, useEffect, useState } from 'react';
import type { Storefront, StorefrontProduct } from '../api';
import { useOpenProduct } from '../use-open-product';
import { CategoryFilter } from './category-filter';
import { ProductGrid } from './product-grid';
import { ShopHeader } from './shop-header';

/**
 * The product view (with the modal primitive under it, ~13 KB gzipped) is not needed to draw the shop:
 * it loads right after the first paint, so the first load stays small and the first tap finds it.
 */
const loadProductDialog = () => import('./product-dialog');
const ProductDialog = lazy(() =>
  loadProductDialog().then(({ ProductDialog }) => ({ default: ProductDialog })),
);

export function ShopPage({ shop, products }: { shop: Storefront; products: StorefrontProduct[] }) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const { openId, open, close } = useOpenProduct();
  const visible = categoryId ? products.filter((product) => product.category_id === categoryId) : products;
  const openProduct = openId ? products.find((product) => product.id === openId) : undefined;
  useEffect(() => {
    void loadProductDialog();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <ShopHeader shop={shop} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <h2 className="sr-only">Products</h2>
        <CategoryFilter categories={shop.categories} selected={categoryId} onSelect={setCategoryId} />
        <div className="mt-6">
          <ProductGrid products={visible} currency={shop.currency} onOpen={(product) => open(product.id)} />
        </div>
      </main>
      <footer className="px-5 py-6 text-center text-xs text-muted-foreground">
        <p>
          Powered by{' '}
          <a href="/" className="underline underline-offset-2">
            Petal
          </a>
        </p>
      </footer>
      <Suspense fallback={null}>
        {openProduct && <ProductDialog product={openProduct} shop={shop} onClose={close} />}
      </Suspense>
    </div>
  );
}
