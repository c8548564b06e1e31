import type { Occasion } from '@contract/occasions';
import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ShopLegalLinks } from '../../components/shop-legal/shop-legal-links';
import { LanguageSwitch } from '../../i18n/language-switch';
import type { Storefront, StorefrontProduct } from '../api';
import { CartBar } from '../cart/cart-bar';
import { useCart } from '../cart/use-cart';
import { useOpenProduct } from '../use-open-product';
import { CategoryFilter } from './category-filter';
import { OccasionFilter, occasionsOnSale } from './occasion-filter';
import { ProductGrid } from './product-grid';
import { ReminderBanner } from './reminder-banner';
import { SameDayClock } from './same-day-note';
import { ShopHeader } from './shop-header';

/**
 * The product view (with the modal primitive under it, ~13 KB gzipped) is not needed to draw the shop:
 * it loads right after the first paint, so the first load stays small and the first tap finds it.
 */
const loadProductDialog = () => import('./product-dialog');
const ProductDialog = lazy(() =>
  loadProductDialog().then(({ ProductDialog }) => ({ default: ProductDialog })),
);
/** The cart sheet comes only when opened: most visits open a product first. */
const CartSheet = lazy(() => import('../cart/cart-sheet').then(({ CartSheet }) => ({ default: CartSheet })));

export function ShopPage({ shop, products }: { shop: Storefront; products: StorefrontProduct[] }) {
  const { i18n } = useLingui();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [occasion, setOccasion] = useState<Occasion | null>(null);
  const { openId, open, close } = useOpenProduct(shop.url);
  const cart = useCart(shop.url);
  const [cartOpen, setCartOpen] = useState(false);
  // The products are in the page already (one cached answer, up to 200), so both filters work here
  // without a request per chip: a pass over 200 products is far below a frame (docs/decisions/041).
  const visible = products.filter(
    (product) =>
      (!categoryId || product.category_id === categoryId) &&
      (!occasion || product.occasions.includes(occasion)),
  );
  const openProduct = openId ? products.find((product) => product.id === openId) : undefined;
  const missing = openId !== null && !openProduct;
  useEffect(() => {
    void loadProductDialog();
  }, []);
  // An address naming a product that is no longer for sale shows the shop, under the shop's address.
  useEffect(() => {
    if (missing) close();
  }, [missing, close]);
  useEffect(() => {
    document.title = openProduct ? `${openProduct.name} · ${shop.name}` : shop.name;
  }, [openProduct, shop.name]);

  return (
    <SameDayClock shop={shop}>
      <div className="flex min-h-dvh flex-col">
        <ShopHeader shop={shop} />
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
          <ReminderBanner shopUrl={shop.url} />
          <h2 className="sr-only">{i18n._('Products')}</h2>
          <CategoryFilter categories={shop.categories} selected={categoryId} onSelect={setCategoryId} />
          <div className={shop.categories.length > 0 ? 'mt-3' : ''}>
            <OccasionFilter
              occasions={occasionsOnSale(products)}
              selected={occasion}
              onSelect={setOccasion}
            />
          </div>
          <div className="mt-6">
            <ProductGrid products={visible} currency={shop.currency} onOpen={open} />
          </div>
        </main>
        <footer
          className={`flex flex-col items-center gap-2 px-5 pt-6 text-center text-xs text-muted-foreground ${cart.lines.length > 0 ? 'pb-24' : 'pb-6'}`}
        >
          <LanguageSwitch />
          <ShopLegalLinks shopUrl={shop.url} />
          <p>
            {i18n._('Powered by')}{' '}
            <a href="/" className="underline underline-offset-2">
              Petal
            </a>
          </p>
        </footer>
        <CartBar cart={cart} products={products} currency={shop.currency} onOpen={() => setCartOpen(true)} />
        <Suspense fallback={null}>
          {openProduct && (
            <ProductDialog
              product={openProduct}
              shop={shop}
              onClose={close}
              onAddToCart={(choice) => {
                if (!cart.add(choice)) return false;
                close();
                return true;
              }}
            />
          )}
          {cartOpen && (
            <CartSheet shop={shop} products={products} cart={cart} onClose={() => setCartOpen(false)} />
          )}
        </Suspense>
      </div>
    </SameDayClock>
  );
}
