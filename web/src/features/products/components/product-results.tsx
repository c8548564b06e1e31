import type { Category } from '@contract/products';
import { Flower2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FetchError } from '../../../components/ui/fetch-error';
import { GridSkeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useProducts } from '../api/get-products';
import type { ProductFilters } from '../api/query-keys';
import { ProductCard } from './product-card';

interface ProductResultsProps {
  filters: ProductFilters;
  categories: Category[] | undefined;
  currency: string | undefined;
  staff: boolean;
  onClearFilters: () => void;
  /** What an empty shop is offered: the "New product" link for staff. */
  createAction: ReactNode;
}

export function ProductResults({
  filters,
  categories,
  currency,
  staff,
  onClearFilters,
  createAction,
}: ProductResultsProps) {
  const products = useProducts(filters);
  const names = new Map(categories?.map((category) => [category.id, category.name]));

  if (products.isPending) {
    return <GridSkeleton label="Loading products" />;
  }
  if (products.isError && !products.data) {
    return (
      <FetchError
        title="Failed to fetch products"
        onRetry={() => void products.refetch()}
        retrying={products.isFetching}
      />
    );
  }

  const items = products.data.pages.flatMap((page) => page.items);
  const count = products.data.pages.at(-1)?.count ?? items.length;
  const filtered = filters.search.trim() !== '' || filters.category !== 'all';

  if (items.length === 0) {
    return filtered ? (
      <EmptyState
        icon={SearchX}
        title="No products match"
        className="mt-6"
        action={
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        <p>Try another name or category.</p>
      </EmptyState>
    ) : (
      <EmptyState icon={Flower2} title="No products yet" className="mt-6" action={createAction}>
        <p>
          {staff
            ? 'Add your bouquets and arrangements with photos and prices; active ones show in your storefront.'
            : 'The owner or a manager of your shop adds the products.'}
        </p>
      </EmptyState>
    );
  }

  return (
    <div aria-busy={products.isPlaceholderData || undefined}>
      <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
        Showing {items.length} of {count} {count === 1 ? 'product' : 'products'}
      </p>
      <ul
        className={cn(
          'grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5',
          products.isPlaceholderData && 'opacity-60',
        )}
      >
        {items.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              categoryName={product.category_id ? (names.get(product.category_id) ?? null) : null}
              currency={currency}
              editable={staff}
            />
          </li>
        ))}
      </ul>
      {products.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="outline"
            onClick={() => void products.fetchNextPage()}
            loading={products.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      )}
      {products.isFetchNextPageError && (
        <p role="alert" className="mt-3 text-center text-sm text-danger">
          Could not load more products. Try again.
        </p>
      )}
    </div>
  );
}
