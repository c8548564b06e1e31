import { useLingui } from '@lingui/react';
import { buttonClasses } from '../ui/button';
import { ShopIcon } from '../ui/icons';

/** An unknown or closed shop: a kind word and a way on, never a bare error. */
export function ShopNotFound() {
  const { i18n } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center">
      <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground">
        <ShopIcon className="size-7" />
      </div>
      <p className="text-sm font-semibold tracking-widest text-accent-foreground uppercase">404</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight">
        {i18n._('We could not find this shop')}
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        {i18n._(
          'The address may be mistyped, or the shop is no longer online. Check the link your florist gave you.',
        )}
      </p>
      <a href="/" className={`${buttonClasses('outline')} mt-7`}>
        {i18n._('Go to the home page')}
      </a>
    </main>
  );
}
