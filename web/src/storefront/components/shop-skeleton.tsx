import { i18n } from '../../i18n/customer-i18n';
import { ProductGridSkeleton } from './product-grid';

const bar = 'rounded-lg bg-muted motion-safe:animate-pulse';

/**
 * The shop before its products arrive, laid out as the shop page is (the header's band, the title's
 * line, the grid), so the page does not jump when they come.
 */
export function ShopSkeleton() {
  return (
    <div className="flex min-h-dvh flex-col" aria-busy="true">
      <p role="status" className="sr-only">
        {/* The visitor's language may still be on its way: no words until it is here. */}
        {i18n.locale && i18n._('Loading the shop')}
      </p>
      <div className="border-b border-border/70 bg-surface/60">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-2 px-4 py-7 sm:items-start sm:px-6">
          <div className={`h-9 w-56 sm:h-10 ${bar}`} />
          <div className={`mt-2 h-5 w-64 ${bar}`} />
        </div>
      </div>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <div className="mt-6">
          <ProductGridSkeleton />
        </div>
      </main>
    </div>
  );
}
