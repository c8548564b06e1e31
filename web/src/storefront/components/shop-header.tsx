import type { Storefront } from '../api';
import { MailIcon, PhoneIcon, PinIcon } from '../ui/icons';

/** The shop's name, logo and how to reach it. */
export function ShopHeader({ shop }: { shop: Storefront }) {
  return (
    <header className="border-b border-border/70 bg-surface/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-7 text-center sm:flex-row sm:px-6 sm:text-left">
        {shop.logo_url && (
          <img
            src={shop.logo_url}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-2xl border border-border bg-surface object-contain"
          />
        )}
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            {shop.name}
          </h1>
          <address className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm not-italic sm:justify-start">
            {shop.phone && (
              <a
                href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded text-primary hover:underline md:min-h-0"
              >
                <PhoneIcon className="size-4" />
                {shop.phone}
              </a>
            )}
            {shop.email && (
              <a
                href={`mailto:${shop.email}`}
                className="inline-flex min-h-11 items-center gap-1.5 rounded text-primary hover:underline md:min-h-0"
              >
                <MailIcon className="size-4" />
                {shop.email}
              </a>
            )}
            {shop.address && (
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <PinIcon className="size-4 shrink-0" />
                {shop.address}
              </span>
            )}
          </address>
        </div>
      </div>
    </header>
  );
}
