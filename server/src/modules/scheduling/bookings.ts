import type { WindowType } from '@contract/order-time';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { slotBookings } from '../../db/schema';
import { type Bookings, bookingKey, type ScheduleRules, todayIn } from './slot-engine';

/** A window on a date: what an order holds a place in. */
export type Place = { windowType: WindowType; date: string; slot: string };

/** The place an order holds, if any: submitted (not a draft), not deleted, with a date and a window. */
export function placeOf(order: {
  method: WindowType;
  orderStatus: string;
  deletedAt: Date | null;
  deliveryDate: string | null;
  timeSlot: string | null;
}): Place | null {
  if (order.orderStatus === 'draft' || order.deletedAt || !order.deliveryDate || !order.timeSlot) return null;
  return { windowType: order.method, date: order.deliveryDate, slot: order.timeSlot };
}

/**
 * Places taken in the windows of one type between two dates, from the counters a trigger on
 * orders keeps (slot_bookings, docs/decisions/032): a few rows per day, whatever the shop's history.
 * `except` is the place of the order being changed, which must not count against itself.
 */
export async function bookingsBetween(
  tx: Tx,
  q: { businessId: string; windowType: WindowType; from: string; to: string; except?: Place | null },
): Promise<Bookings> {
  const rows = await tx
    .select({ date: slotBookings.bookingDate, slot: slotBookings.timeSlot, booked: slotBookings.booked })
    .from(slotBookings)
    .where(
      and(
        eq(slotBookings.businessId, q.businessId),
        eq(slotBookings.windowType, q.windowType),
        between(slotBookings.bookingDate, q.from, q.to),
      ),
    );
  const bookings = new Map(rows.map((r) => [bookingKey(r.date, r.slot), r.booked]));
  const own =
    q.except && q.except.windowType === q.windowType ? bookingKey(q.except.date, q.except.slot) : null;
  if (own && bookings.has(own)) bookings.set(own, (bookings.get(own) ?? 1) - 1);
  return bookings;
}

/** The trigger's order of windows (business, type, date, then label as bytes). */
const byKey = (a: Place, b: Place) =>
  a.windowType.localeCompare(b.windowType) ||
  a.date.localeCompare(b.date) ||
  (a.slot < b.slot ? -1 : a.slot > b.slot ? 1 : 0);

/**
 * Locks the window an order enters, and the one it leaves if any, until the transaction ends. The
 * entering window's row is returned (as `entering`) only while it has a place left. Built but not
 * sent: the submission sends it with its other writes (db/alongside.ts).
 *
 * A concurrent submission for the same window waits on its row and then sees the count as it
 * stands after this transaction: the last place goes to one customer only, across app processes.
 * The order's own update then moves the counts (the trigger). Both windows are locked in the
 * trigger's order, so two orders swapping windows never wait on each other in a circle.
 */
export function holdPlace(
  tx: Tx,
  {
    businessId,
    entering,
    leaving,
    capacity,
  }: { businessId: string; entering: Place; leaving: Place | null; capacity: number | null },
) {
  const places = [entering, ...(leaving ? [leaving] : [])].sort(byKey);
  const isEntering = and(
    eq(slotBookings.windowType, entering.windowType),
    eq(slotBookings.bookingDate, entering.date),
    eq(slotBookings.timeSlot, entering.slot),
  );
  return tx
    .insert(slotBookings)
    .values(
      places.map((p) => ({
        businessId,
        windowType: p.windowType,
        bookingDate: p.date,
        timeSlot: p.slot,
        booked: 0,
      })),
    )
    .onConflictDoUpdate({
      target: [
        slotBookings.businessId,
        slotBookings.windowType,
        slotBookings.bookingDate,
        slotBookings.timeSlot,
      ],
      // A row the condition leaves unchanged is locked all the same, and not returned.
      set: { booked: sql`${slotBookings.booked}` },
      ...(capacity !== null && {
        setWhere: sql`not (${isEntering}) or ${slotBookings.booked} < ${capacity}`,
      }),
    })
    .returning({ entering: sql<boolean>`${isEntering}`.as('entering') });
}

/** The dates customers may order for now: today (shop time) to the end of the horizon. */
export function horizonOf(rules: ScheduleRules, now: Date): { from: string; to: string } {
  const today = todayIn(rules.timeZone, now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + rules.daysAhead * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from: today, to: last };
}
