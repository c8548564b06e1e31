import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { Storefront, StorefrontProduct } from '../api';
import { formatPrice } from '../money';
import { CloseIcon } from '../ui/icons';
import { useModalFocus } from '../ui/use-modal-focus';
import { OrderPanel } from './order-panel';
import { PhotoGallery } from './photo-gallery';

interface ProductDialogProps {
  product: StorefrontProduct;
  shop: Storefront;
  onClose: () => void;
}

/**
 * One product: all its photos, the description and price, and the way to order it. A sheet from the
 * bottom on phones, a two-column card from 768 px; Escape or the close button closes it, and focus
 * stays inside while it is open.
 */
export function ProductDialog({ product, shop, onClose }: ProductDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useModalFocus(panelRef, onClose);

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center md:items-center md:p-6">
      <button
        type="button"
        tabIndex={-1}
        aria-label="Close"
        onClick={onClose}
        className="absolute inset-0 animate-fade-in bg-black/50 backdrop-blur-[2px]"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        tabIndex={-1}
        className="relative max-h-[94dvh] w-full animate-fade-in overflow-y-auto rounded-t-3xl bg-surface-raised shadow-pop outline-none md:max-h-[calc(100dvh-3rem)] md:max-w-4xl md:rounded-3xl"
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute z-10 top-3 right-3 flex size-10 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-card hover:bg-surface"
        >
          <CloseIcon className="size-5" />
        </button>
        <div className="md:grid md:grid-cols-2 md:items-start">
          <PhotoGallery photos={product.photos} name={product.name} />
          <div className="px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] md:p-7">
            {product.is_featured && (
              <p className="mb-2 inline-flex rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold tracking-wide text-accent-foreground">
                Featured
              </p>
            )}
            <h2 id={`${id}-title`} className="pr-10 font-display text-2xl font-semibold tracking-tight">
              {product.name}
            </h2>
            <p className="mt-1 text-lg font-medium">{formatPrice(product.price, shop.currency)}</p>
            {product.description && (
              <p className="mt-4 leading-relaxed whitespace-pre-line text-muted-foreground">
                {product.description}
              </p>
            )}
            <OrderPanel product={product} shop={shop} />
          </div>
        </div>
      </div>
    </div>,
    document.body,
  );
}
