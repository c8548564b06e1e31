import { Close } from '@radix-ui/react-dialog';
import { Modal, ModalTitle } from '../../components/ui/modal';
import type { Storefront, StorefrontProduct } from '../api';
import { formatPrice } from '../money';
import { CloseIcon } from '../ui/icons';
import { OrderPanel } from './order-panel';
import { PhotoGallery } from './photo-gallery';

interface ProductDialogProps {
  product: StorefrontProduct;
  shop: Storefront;
  onClose: () => void;
}

/**
 * One product: all its photos, the description and price, and the way to order it. A sheet from the
 * bottom on phones, a two-column card from 768 px; Escape, the close button or a tap beside it closes
 * it, and focus stays inside while it is open (the back office's modal, shared).
 */
export function ProductDialog({ product, shop, onClose }: ProductDialogProps) {
  return (
    <Modal
      open
      onClose={onClose}
      backdropClassName="flex items-end justify-center overflow-y-auto bg-black/50 md:items-center md:p-6"
      className="relative max-h-[94dvh] w-full overflow-y-auto rounded-t-3xl bg-surface-raised shadow-pop md:max-h-[calc(100dvh-3rem)] md:max-w-4xl md:rounded-3xl"
    >
      <Close
        aria-label="Close"
        className="absolute z-10 top-3 right-3 flex size-10 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-card hover:bg-surface"
      >
        <CloseIcon className="size-5" />
      </Close>
      <div className="md:grid md:grid-cols-2 md:items-start">
        <PhotoGallery photos={product.photos} name={product.name} />
        <div className="px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] md:p-7">
          {product.is_featured && (
            <p className="mb-2 inline-flex rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold tracking-wide text-accent-foreground">
              Featured
            </p>
          )}
          <ModalTitle className="pr-10 font-display text-2xl font-semibold tracking-tight">
            {product.name}
          </ModalTitle>
          <p className="mt-1 text-lg font-medium">{formatPrice(product.price, shop.currency)}</p>
          {product.description && (
            <p className="mt-4 leading-relaxed whitespace-pre-line text-muted-foreground">
              {product.description}
            </p>
          )}
          <OrderPanel product={product} shop={shop} />
        </div>
      </div>
    </Modal>
  );
}
