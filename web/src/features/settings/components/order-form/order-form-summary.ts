import type { OrderFormSettings } from '@contract/order-form';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** 150 → "2 hours 30 minutes", 1440 → "1 day", 0 → "no lead time". */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return 'no lead time';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [
    days > 0 && plural(days, 'day'),
    hours > 0 && plural(hours, 'hour'),
    rest > 0 && plural(rest, 'minute'),
  ]
    .filter(Boolean)
    .join(' ');
}

/** A short form for summaries: 150 → "2 h 30 min". */
export function formatDurationShort(minutes: number): string {
  if (minutes <= 0) return 'no lead time';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 && `${hours} h`, rest > 0 && `${rest} min`].filter(Boolean).join(' ');
}

export function methodsLabel(settings: Pick<OrderFormSettings, 'delivery_enabled' | 'pickup_enabled'>) {
  if (settings.delivery_enabled && settings.pickup_enabled) return 'Delivery and pickup';
  if (settings.delivery_enabled) return 'Delivery only';
  if (settings.pickup_enabled) return 'Pickup only';
  return 'No delivery or pickup';
}

/** One line for the settings overview: "Delivery and pickup · 2 h lead time · same day until 14:00 · 60 days ahead". */
export function summariseOrderForm(settings: OrderFormSettings): string {
  return [
    methodsLabel(settings),
    settings.lead_time_minutes > 0
      ? `${formatDurationShort(settings.lead_time_minutes)} lead time`
      : 'no lead time',
    settings.same_day_cutoff ? `same day until ${settings.same_day_cutoff}` : 'no same-day cut-off',
    settings.days_ahead === 0 ? 'today only' : `${plural(settings.days_ahead, 'day')} ahead`,
  ].join(' · ');
}
