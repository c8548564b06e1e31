import { fromCents } from '@contract/cents';
import { useLingui } from '@lingui/react';
import { formatMoney } from '../../lib/format-money';
import type { StorefrontProduct } from '../api';
import { BagIcon } from '../ui/icons';
import { itemCount, priceLines, subtotalCents } from './cart';
import type { Cart } from './use-cart';

/**
 * The way into the cart, fixed at the bottom of the screen once something is in it: fixed, so its
 * arrival moves nothing on the page.
 */
export function CartBar({
  cart,
  products,
  currency,
  onOpen,
}: {
  cart: Cart;
  products: StorefrontProduct[];
  currency: string;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const lines = priceLines(cart.lines, products);
  if (lines.length === 0) return null;
  const count = itemCount(lines);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex justify-center px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      <button
        type="button"
        onClick={onOpen}
        className="pointer-events-auto flex h-14 w-full max-w-md items-center gap-3 rounded-2xl bg-primary px-5 text-primary-foreground shadow-pop hover:bg-primary-hover"
      >
        <BagIcon className="size-5" />
        <span className="font-medium">{i18n._('View cart')}</span>
        <span className="text-sm opacity-90">
          {count === 1 ? i18n._('1 item') : i18n._('{count} items', { count })}
        </span>
        <span className="ml-auto font-semibold tabular-nums">
          {formatMoney(fromCents(subtotalCents(lines)), currency, i18n.locale)}
        </span>
      </button>
    </div>
  );
}
