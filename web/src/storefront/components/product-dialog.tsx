import { fromCents } from '@contract/cents';
import { useLingui } from '@lingui/react';
import { Close } from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { formatMoney } from '../../lib/format-money';
import type { Storefront, StorefrontProduct } from '../api';
import { type CartLine, orderItems, priceLines } from '../cart/cart';
import { Button } from '../ui/button';
import { CloseIcon } from '../ui/icons';
import { OrderPanel } from './order-panel';
import { PhotoGallery } from './photo-gallery';
import { firstChoice, ProductChoice } from './product-choice';
import { SameDayNote } from './same-day-note';

interface ProductDialogProps {
  product: StorefrontProduct;
  shop: Storefront;
  onClose: () => void;
  /** Puts the choice in the cart; false when the cart is full. */
  onAddToCart?: (choice: CartLine) => boolean;
}

/**
 * One product: all its photos, the description and price, and the way to order it. A sheet from the
 * bottom on phones, a two-column card from 768 px; Escape, the close button or a tap beside it closes
 * it, and focus stays inside while it is open (the back office's modal, shared).
 */
export function ProductDialog({ product, shop, onClose, onAddToCart }: ProductDialogProps) {
  const { i18n } = useLingui();
  const [cartFull, setCartFull] = useState(false);
  const [choice, setChoice] = useState(() => firstChoice(product));
  // The choice priced as the cart and the server price it; none when its size is sold out.
  const [line] = priceLines([choice], [product]);
  const variants = product.variants ?? [];
  const allSoldOut = variants.length > 0 && variants.every((variant) => variant.current_quantity === 0);
  return (
    <Modal
      open
      onClose={onClose}
      backdropClassName="flex items-end justify-center overflow-y-auto bg-black/50 md:items-center md:p-6"
      className="relative max-h-[94dvh] w-full overflow-y-auto rounded-t-3xl bg-surface-raised shadow-pop md:max-h-[calc(100dvh-3rem)] md:max-w-4xl md:rounded-3xl"
    >
      <Close
        aria-label={i18n._('Close')}
        className="absolute z-10 top-3 right-3 flex size-10 items-center justify-center rounded-full bg-surface/90 text-foreground shadow-card hover:bg-surface"
      >
        <CloseIcon className="size-5" />
      </Close>
      <div className="md:grid md:grid-cols-2 md:items-start">
        <PhotoGallery photos={product.photos} name={product.name} />
        <div className="px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] md:p-7">
          {product.is_featured && (
            <p className="mb-2 inline-flex rounded-full bg-accent px-2 py-0.5 text-[11px] font-semibold tracking-wide text-accent-foreground">
              {i18n._('Featured')}
            </p>
          )}
          <ModalTitle className="pr-10 font-display text-2xl font-semibold tracking-tight">
            {product.name}
          </ModalTitle>
          <p className="mt-1 text-lg font-medium">
            {formatMoney(line ? fromCents(line.total_cents) : product.price, shop.currency, i18n.locale)}
          </p>
          <SameDayNote product={product} className="mt-2" />
          {product.description && (
            <p className="mt-4 leading-relaxed whitespace-pre-line text-muted-foreground">
              {product.description}
            </p>
          )}
          <ProductChoice product={product} currency={shop.currency} choice={choice} onChange={setChoice} />
          {allSoldOut && (
            <p className="mt-5 rounded-2xl bg-muted px-4 py-3 text-sm text-muted-foreground">
              {i18n._('Every size is sold out at the moment.')}
            </p>
          )}
          {!allSoldOut && onAddToCart && (shop.delivery_enabled || shop.pickup_enabled) && (
            <div className="mt-5">
              <Button size="lg" className="w-full" onClick={() => setCartFull(!onAddToCart(choice))}>
                {i18n._('Add to cart')}
              </Button>
              {cartFull && (
                <p role="alert" className="mt-2 text-sm text-danger">
                  {i18n._('Your cart is full. Order what is in it first.')}
                </p>
              )}
            </div>
          )}
          {!allSoldOut && (
            <OrderPanel
              shop={shop}
              items={line ? orderItems([line]) : [{ product_id: product.id, quantity: choice.quantity }]}
              checkProductId={product.id}
            />
          )}
        </div>
      </div>
    </Modal>
  );
}
