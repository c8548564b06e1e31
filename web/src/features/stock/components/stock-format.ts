import type { MovementType } from '@contract/stock';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A change of stock with its sign: "+12", "−3" (a real minus sign), "0". */
export function formatSignedQuantity(quantity: number): string {
  if (quantity > 0) return `+${quantity}`;
  if (quantity < 0) return `\u2212${Math.abs(quantity)}`;
  return '0';
}

export const stems = (count: number) => `${count} ${count === 1 ? 'stem' : 'stems'}`;

/** When a movement happened, on the shop's clock: "14 Mar 2031, 09:30". */
export const formatMovementTime = (iso: string, timeZone: string | undefined) =>
  format(timeZone ? new TZDate(iso, timeZone) : new Date(iso), 'd MMM yyyy, HH:mm');

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  purchase: 'Purchase',
  sale: 'Sale',
  expiry: 'Expiry',
  count: 'Count',
};

/** What people type as a number of stems: digits only ("12", " 12 "); anything else → NaN. */
export function parseStems(value: string): number {
  const cleaned = value.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
