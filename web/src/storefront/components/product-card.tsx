import { PRODUCT_CARD_SIZES } from '@contract/storefront-photos';
import { useLingui } from '@lingui/react';
import { formatMoney } from '../../lib/format-money';
import type { StorefrontProduct } from '../api';
import { FlowerIcon } from '../ui/icons';
import { ProductImage } from './product-image';
import { SameDayNote } from './same-day-note';

interface ProductCardProps {
  product: StorefrontProduct;
  currency: string;
  eager: boolean;
  onOpen: () => void;
}

/** One product in the grid: a button that opens its view (Enter or Space from the keyboard). */
export function ProductCard({ product, currency, eager, onOpen }: ProductCardProps) {
  const { i18n } = useLingui();
  const photo = product.photos[0];
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      className="group block w-full rounded-2xl text-left"
    >
      <span className="relative block aspect-[4/5] overflow-hidden rounded-2xl bg-muted shadow-card">
        {photo ? (
          <ProductImage
            photo={photo}
            alt={product.name}
            sizes={PRODUCT_CARD_SIZES}
            eager={eager}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <FlowerIcon className="size-10" />
          </span>
        )}
        {product.is_featured && (
          <span className="absolute top-2.5 left-2.5 rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold tracking-wide text-accent-foreground">
            {i18n._('Featured')}
          </span>
        )}
      </span>
      <span className="mt-3 block font-medium leading-snug text-foreground group-hover:underline">
        {product.name}
      </span>
      <span className="mt-0.5 block text-[15px] text-muted-foreground">
        {formatMoney(product.price, currency, i18n.locale)}
      </span>
      <SameDayNote product={product} className="mt-1" />
    </button>
  );
}
