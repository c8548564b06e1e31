import { useLingui } from '@lingui/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Storefront, StorefrontProduct } from '../api';
import { formatCountdown, sameDayMinutes } from '../same-day';
import { TruckIcon } from '../ui/icons';
import { useFullWindows } from '../use-full-windows';

/** Minutes left to order for delivery today, or null when today cannot be promised. */
const MinutesLeft = createContext<number | null>(null);

/** Checked this often, so the minutes shown are never more than a quarter of a minute old. */
const TICK_MS = 15_000;

/** One clock for the whole page: every card and the product view read the same minutes. */
export function SameDayClock({ shop, children }: { shop: Storefront; children: ReactNode }) {
  const full = useFullWindows(shop);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  // Full windows not known (yet): no promise rather than one a full window breaks.
  const minutes = full === null ? null : sameDayMinutes(shop, now, full);
  return <MinutesLeft.Provider value={minutes}>{children}</MinutesLeft.Provider>;
}

/**
 * "Order within 2 h 15 min for delivery today" on a same-day product while an order placed now can
 * still be delivered today; after that, nothing (the order page offers the next day the shop delivers).
 */
export function SameDayNote({ product, className = '' }: { product: StorefrontProduct; className?: string }) {
  const minutes = useContext(MinutesLeft);
  const { i18n } = useLingui();
  if (!product.same_day || minutes === null) return null;
  return (
    <span className={`flex items-start gap-1.5 text-sm font-medium text-primary ${className}`}>
      <TruckIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        {i18n._('Order within {time} for delivery today', { time: formatCountdown(minutes, i18n) })}
      </span>
    </span>
  );
}
