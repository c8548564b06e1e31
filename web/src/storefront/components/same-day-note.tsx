import { useLingui } from '@lingui/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { Storefront, StorefrontProduct } from '../api';
import { closedToday, formatCountdown, minutesUntilCutoff } from '../same-day';
import { TruckIcon } from '../ui/icons';

/** Minutes left before the shop's same-day cut-off, or null (no cut-off, past it, or no delivery). */
const MinutesLeft = createContext<number | null>(null);

/** Checked this often, so the minutes shown are never more than a quarter of a minute old. */
const TICK_MS = 15_000;

function minutesLeft(shop: Storefront, now: Date) {
  // No promise of delivery today on a day the shop does not deliver.
  if (!shop.delivery_enabled || closedToday(now, shop.time_zone, shop.delivery_closed)) return null;
  return minutesUntilCutoff(now, shop.time_zone, shop.same_day_cutoff);
}

/** One clock for the whole page: every card and the product view read the same minutes. */
export function SameDayClock({ shop, children }: { shop: Storefront; children: ReactNode }) {
  const [minutes, setMinutes] = useState(() => minutesLeft(shop, new Date()));
  useEffect(() => {
    const tick = () => setMinutes(minutesLeft(shop, new Date()));
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [shop]);
  return <MinutesLeft.Provider value={minutes}>{children}</MinutesLeft.Provider>;
}

/**
 * "Order within 2 h 15 min for delivery today" on a same-day product before the cut-off; after it,
 * nothing (the order page offers the next day the shop delivers).
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
