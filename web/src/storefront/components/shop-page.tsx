import { useState } from 'react';
import type { Storefront, StorefrontProduct } from '../api';
import { useOpenProduct } from '../use-open-product';
import { CategoryFilter } from './category-filter';
import { ProductDialog } from './product-dialog';
import { ProductGrid } from './product-grid';
import { ShopHeader } from './shop-header';

export function ShopPage({ shop, products }: { shop: Storefront; products: StorefrontProduct[] }) {
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const { openId, open, close } = useOpenProduct();
  const visible = categoryId ? products.filter((product) => product.category_id === categoryId) : products;
  const openProduct = openId ? products.find((product) => product.id === openId) : undefined;

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
      {openProduct && <ProductDialog product={openProduct} shop={shop} onClose={close} />}
    </div>
  );
}
