import { fromCents } from '@contract/cents';
import { useLingui } from '@lingui/react';
import { Close } from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Modal, ModalTitle } from '../../components/ui/modal';
import { formatMoney } from '../../lib/format-money';
import type { Storefront, StorefrontProduct } from '../api';
import { OrderPanel } from '../components/order-panel';
import { Button } from '../ui/button';
import { CloseIcon, MinusIcon, PlusIcon } from '../ui/icons';
import { MAX_LINE_QUANTITY, orderItems, type PricedLine, priceLines } from './cart';
import { cartTotals } from './cart-totals';
import type { Cart } from './use-cart';

interface CartSheetProps {
  shop: Storefront;
  products: StorefrontProduct[];
  cart: Cart;
  onClose: () => void;
}

/**
 * The cart: its lines with their quantities, the total as the order will have it, and one delivery
 * or pickup for all of it. Ordering starts one draft order of every line, and the customer completes
 * it on /order/{uuid}, as with a single product.
 */
export function CartSheet({ shop, products, cart, onClose }: CartSheetProps) {
  const { i18n } = useLingui();
  const [deliveryCents, setDeliveryCents] = useState<number | null>(null);
  const lines = priceLines(cart.lines, products);
  const totals = cartTotals(lines, shop.tax, deliveryCents);
  const money = (amount: number) => formatMoney(amount, shop.currency, i18n.locale);
  const taxLabel =
    shop.tax.mode === 'vat'
      ? totals.tax_included
        ? i18n._('Includes VAT')
        : i18n._('VAT')
      : totals.tax_included
        ? i18n._('Includes sales tax')
        : i18n._('Sales tax');

  return (
    <Modal
      open
      onClose={onClose}
      backdropClassName="flex items-end justify-center overflow-y-auto bg-black/50 md:items-center md:p-6"
      className="relative max-h-[94dvh] w-full overflow-y-auto rounded-t-3xl bg-surface-raised px-5 pt-5 pb-[max(1.25rem,env(safe-area-inset-bottom))] shadow-pop md:max-h-[calc(100dvh-3rem)] md:max-w-lg md:rounded-3xl md:p-7"
    >
      <Close
        aria-label={i18n._('Close')}
        className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
      >
        <CloseIcon className="size-5" />
      </Close>
      <ModalTitle className="pr-10 font-display text-2xl font-semibold tracking-tight">
        {i18n._('Your cart')}
      </ModalTitle>
      {lines.length === 0 ? (
        <div className="py-8 text-center">
          <p className="text-muted-foreground">{i18n._('Your cart is empty.')}</p>
          <Close asChild>
            <Button variant="outline" className="mt-4">
              {i18n._('Keep shopping')}
            </Button>
          </Close>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-border">
            {lines.map((line) => (
              <CartLineRow key={line.key} line={line} cart={cart} money={money} />
            ))}
          </ul>
          <dl className="mt-4 space-y-1.5 border-t border-border pt-4 text-[15px]">
            <div className="flex justify-between">
              <dt>{i18n._('Subtotal')}</dt>
              <dd>{money(totals.subtotal)}</dd>
            </div>
            {totals.delivery !== null && (
              <div className="flex justify-between">
                <dt>{i18n._('Delivery')}</dt>
                <dd>{totals.delivery > 0 ? money(totals.delivery) : i18n._('Free')}</dd>
              </div>
            )}
            {shop.tax.mode !== 'none' && totals.tax > 0 && (
              <div className="flex justify-between text-muted-foreground">
                <dt>{taxLabel}</dt>
                <dd>{money(totals.tax)}</dd>
              </div>
            )}
            <div className="flex justify-between text-lg font-semibold">
              <dt>{i18n._('Total')}</dt>
              <dd>{money(totals.total)}</dd>
            </div>
            {totals.delivery === null && shop.delivery_enabled && (
              <p className="text-sm text-muted-foreground">
                {i18n._('Delivery is added once we know your zip code.')}
              </p>
            )}
          </dl>
          <OrderPanel
            shop={shop}
            items={orderItems(lines)}
            checkProductId={(lines[0] as PricedLine).product_id}
            onResult={(result) =>
              setDeliveryCents(
                result?.availability.can_deliver
                  ? Math.round((result.availability.delivery_price ?? 0) * 100)
                  : null,
              )
            }
            onOrdered={cart.clear}
          />
        </>
      )}
    </Modal>
  );
}

function CartLineRow({
  line,
  cart,
  money,
}: {
  line: PricedLine;
  cart: Cart;
  money: (amount: number) => string;
}) {
  const { i18n } = useLingui();
  const details = [line.variant_name, ...line.option_names].filter(Boolean).join(' · ');
  const name = line.variant_name ? `${line.product.name}, ${line.variant_name}` : line.product.name;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{line.product.name}</p>
        {details && <p className="text-sm text-muted-foreground">{details}</p>}
        <p className="text-sm text-muted-foreground">
          {i18n._('{price} each', { price: money(fromCents(line.unit_cents)) })}
        </p>
      </div>
      <fieldset className="flex items-center gap-1">
        <legend className="sr-only">{i18n._('Quantity of {name}', { name })}</legend>
        <button
          type="button"
          aria-label={i18n._('One less {name}', { name })}
          disabled={line.quantity <= 1}
          onClick={() => cart.setQuantity(line.key, line.quantity - 1)}
          className="flex size-11 items-center justify-center rounded-full border border-input hover:bg-muted disabled:opacity-40"
        >
          <MinusIcon className="size-4" />
        </button>
        <output aria-live="polite" className="w-8 text-center font-medium tabular-nums">
          {line.quantity}
        </output>
        <button
          type="button"
          aria-label={i18n._('One more {name}', { name })}
          disabled={line.quantity >= MAX_LINE_QUANTITY}
          onClick={() => cart.setQuantity(line.key, line.quantity + 1)}
          className="flex size-11 items-center justify-center rounded-full border border-input hover:bg-muted disabled:opacity-40"
        >
          <PlusIcon className="size-4" />
        </button>
      </fieldset>
      <div className="flex w-full items-center justify-between sm:w-auto sm:flex-col sm:items-end">
        <p className="font-medium tabular-nums">{money(fromCents(line.total_cents))}</p>
        <button
          type="button"
          onClick={() => cart.remove(line.key)}
          className="min-h-11 rounded text-sm text-primary underline-offset-2 hover:underline sm:min-h-0"
          aria-label={i18n._('Remove {name}', { name })}
        >
          {i18n._('Remove')}
        </button>
      </div>
    </li>
  );
}
