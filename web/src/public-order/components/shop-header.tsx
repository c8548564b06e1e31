import type { PublicOrder } from '@contract/orders';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n/customer-i18n';
import { orderLabel } from '../../lib/order-number';
import { Mail, Phone } from '../icons';

/** The shop the order is from, first on the page, and how to reach it. */
export function ShopHeader({ order, subtitle }: { order: PublicOrder; subtitle: string }) {
  useLingui();
  const { business } = order;
  return (
    <header className="text-center">
      <p className="font-display text-xl font-semibold tracking-tight text-accent-foreground sm:text-2xl">
        {business.name}
      </p>
      <h1 className="mt-1 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{subtitle}</h1>
      {order.number > 0 && (
        <p className="mt-1 text-muted-foreground">
          {i18n._('Order {number}', { number: orderLabel(order.number) })}
        </p>
      )}
      <div className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm">
        {business.phone && (
          <a
            href={`tel:${business.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-primary hover:underline md:min-h-0"
          >
            <Phone className="size-4" aria-hidden="true" />
            {business.phone}
          </a>
        )}
        {business.email && (
          <a
            href={`mailto:${business.email}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-primary hover:underline md:min-h-0"
          >
            <Mail className="size-4" aria-hidden="true" />
            {business.email}
          </a>
        )}
      </div>
    </header>
  );
}
