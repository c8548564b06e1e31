import type { Product } from '@contract/products';
import { Flower2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format-money';
import { ProductBadges } from './product-badges';
import { primaryPhoto } from './product-photos';

interface ProductCardProps {
  product: Product;
  /** Its category's name, or null for "no category". */
  categoryName: string | null;
  currency: string | undefined;
  /** Owners and managers open the product to change it; florists only look. */
  editable: boolean;
}

/**
 * The name is the link and stretches over the whole card, so the card is one big target while a
 * screen reader hears a link called by the product's name rather than everything on the card.
 */
export function ProductCard({ product, categoryName, currency, editable }: ProductCardProps) {
  const photo = primaryPhoto(product);
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-colors',
        editable &&
          'hover:border-primary/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2',
      )}
    >
      <div className="aspect-square bg-muted">
        {photo ? (
          <img
            src={photo.thumb_url}
            alt={product.name}
            loading="lazy"
            className={cn('size-full object-cover', !product.is_active && 'opacity-60 grayscale')}
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <Flower2 className="size-8" strokeWidth={1.5} aria-hidden="true" />
            <span className="sr-only">No photo</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="line-clamp-2 text-[15px] leading-snug font-semibold">
          {editable ? (
            <Link
              to={`/intern/products/edit/${product.id}`}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </h2>
        <p className="font-semibold tabular-nums">{formatMoney(product.price, currency)}</p>
        <p className="truncate text-sm text-muted-foreground">{categoryName ?? 'No category'}</p>
        <div className="mt-auto pt-1">
          <ProductBadges product={product} />
        </div>
      </div>
    </article>
  );
}
