import { ShoppingBasket } from 'lucide-react';

/**
 * Storefront carts nobody placed are not orders, so the lists leave them out; staff still like to
 * know that customers are choosing (docs/product.md, Order lists).
 */
export function OpenCartsNote({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <p className="mb-3 flex items-center gap-2 text-sm text-muted-foreground">
      <ShoppingBasket className="size-4" aria-hidden="true" />
      {count === 1 ? '1 open cart on the storefront' : `${count} open carts on the storefront`}
    </p>
  );
}
