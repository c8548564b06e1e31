import type { StorefrontFullWindows } from '@contract/products';
import type { Db } from '../../db/client';
import { bookingsBetween, capacityOf, getScheduleRules, todayIn } from '../scheduling';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' moved by whole calendar days. */
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The shop's delivery windows with no place left, from its yesterday to its tomorrow: what the
 * storefront's same-day countdown cannot know from its cached answer (docs/product.md, Same day).
 * Only windows that have orders can be full (a capacity is at least 1), so the booked counts are
 * all there is to read.
 */
export async function readFullDeliveryWindows(
  db: Db,
  { businessId, now }: { businessId: string; now: Date },
): Promise<StorefrontFullWindows> {
  const rules = await getScheduleRules(db, { businessId, windowType: 'delivery' });
  const today = todayIn(rules.timeZone, now);
  const bookings = await bookingsBetween(db, {
    businessId,
    windowType: 'delivery',
    from: shiftDate(today, -1),
    to: shiftDate(today, 1),
  });
  const windows: StorefrontFullWindows['windows'] = [];
  for (const [key, booked] of bookings) {
    const [date = '', slot = ''] = key.split(' ');
    const capacity = capacityOf(rules, date, slot);
    if (capacity !== null && booked >= capacity) windows.push({ date, slot });
  }
  return { windows: windows.sort((a, b) => a.date.localeCompare(b.date) || a.slot.localeCompare(b.slot)) };
}
