import type { WindowType } from '@contract/order-time';
import { and, between, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { type Bookings, bookingKey, type ScheduleRules, todayIn } from './slot-engine';

/**
 * Orders that hold a place in a window: submitted (not drafts), not deleted, of the window's
 * type, between two dates. `exceptOrderId` leaves out the order being changed, so that
 * re-submitting it does not count it against itself.
 */
export async function bookingsBetween(
  tx: Tx,
  q: { businessId: string; windowType: WindowType; from: string; to: string; exceptOrderId?: string },
): Promise<Bookings> {
  const rows = await tx
    .select({ date: orders.deliveryDate, slot: orders.timeSlot, booked: count() })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, q.businessId),
        isNull(orders.deletedAt),
        ne(orders.orderStatus, 'draft'),
        eq(orders.method, q.windowType),
        between(orders.deliveryDate, q.from, q.to),
        q.exceptOrderId ? ne(orders.id, q.exceptOrderId) : undefined,
      ),
    )
    .groupBy(orders.deliveryDate, orders.timeSlot);
  return new Map(rows.map((r) => [bookingKey(r.date ?? '', r.slot ?? ''), r.booked]));
}

/** Serialises submissions that compete for one window, across every app process. */
export async function lockWindow(
  tx: Tx,
  { businessId, date, slot }: { businessId: string; date: string; slot: string },
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`order-window:${businessId}:${date}:${slot}`}))`,
  );
}

/** The dates customers may order for now: today (shop time) to the end of the horizon. */
export function horizonOf(rules: ScheduleRules, now: Date): { from: string; to: string } {
  const today = todayIn(rules.timeZone, now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + rules.daysAhead * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from: today, to: last };
}
