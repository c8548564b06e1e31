import type { DeliveryStop } from '@contract/delivery-run';
import { SHOP_LOCALE } from '../../../lib/shop-format';

/** The address on one line, as a map search and the print list read it. */
export function addressLine(stop: DeliveryStop): string {
  const street = [stop.delivery_address, stop.delivery_unit].filter(Boolean).join(', ');
  const town = [stop.delivery_zipcode, stop.delivery_city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join(', ');
}

/** A map search for the address; the phone opens its map app. */
export const mapLink = (stop: DeliveryStop) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(stop))}`;

/** A number to dial: digits and a leading + only. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const formatSlot = (slot: string | null) => (slot ? slot.replace('-', '–') : 'No time yet');

/** Today in the shop's time zone (the browser's when the shop has none), as YYYY-MM-DD. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Friday, 14 March 2031" for a YYYY-MM-DD day. */
export const formatLongDay = (date: string) =>
  new Intl.DateTimeFormat(SHOP_LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
