import { useLingui } from '@lingui/react';
import type { StorefrontProduct } from '../api';
import { FlowerIcon } from '../ui/icons';
import { ProductCard } from './product-card';

/** Columns: 2 on phones, 3 from 640 px, 4 from 1024 px; keep PRODUCT_CARD_SIZES (contract/storefront-photos.ts) in step. */
const GRID = 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4';
/** The most cards one row holds; these photos load at once, the rest as they scroll into view. */
const FIRST_ROW = 4;

interface ProductGridProps {
  products: StorefrontProduct[];
  currency: string;
  onOpen: (product: StorefrontProduct) => void;
}

export function ProductGrid({ products, currency, onOpen }: ProductGridProps) {
  const { i18n } = useLingui();
  if (products.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-dashed border-border px-6 py-12 text-center">
        <FlowerIcon className="mb-4 size-8 text-accent-foreground" />
        <p className="font-display text-xl font-semibold">{i18n._('Nothing here right now')}</p>
        <p className="mt-2 text-muted-foreground">
          {i18n._('Fresh flowers arrive often. Please come back soon.')}
        </p>
      </div>
    );
  }
  return (
    <ul className={GRID} aria-label={i18n._('Products')}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            currency={currency}
            eager={index < FIRST_ROW}
            onOpen={() => onOpen(product)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike.
        <div key={index}>
          <div className="aspect-[4/5] rounded-2xl bg-muted motion-safe:animate-pulse" />
          <div className="mt-3 h-5 w-3/4 rounded bg-muted motion-safe:animate-pulse" />
          <div className="mt-1 h-5 w-1/3 rounded bg-muted motion-safe:animate-pulse" />
        </div>
      ))}
    </div>
  );
}
