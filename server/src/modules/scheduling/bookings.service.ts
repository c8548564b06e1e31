import type { WindowType } from '@contract/order-time';
import { and, between, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { slotBookings } from '../../db/schema';
import { type Bookings, bookingKey, type ScheduleRules, todayIn } from './slot-engine.service';

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

/**
 * How the window an order leaves (if any) sorts against the one it enters, in the trigger's order
 * (type, date, then label as bytes): both are locked in that order, so two orders swapping windows
 * never wait on each other in a circle.
 */
export function leavingSide(entering: Place, leaving: Place | null): 'none' | 'before' | 'after' {
  if (!leaving) return 'none';
  const key = (p: Place) => [p.windowType, p.date, p.slot];
  const [a, b] = [key(leaving), key(entering)];
  for (let i = 0; i < a.length; i++) {
    if ((a[i] as string) < (b[i] as string)) return 'before';
    if ((a[i] as string) > (b[i] as string)) return 'after';
  }
  return 'before';
}

/**
 * Locks the window an order enters, and the one it leaves if any, until its transaction ends. The
 * entering window's row is returned (`entering` true) only while it has fewer than `capacity`
 * orders; the leaving one always. Built with placeholders, once per shape, and sent with the
 * submission's other writes: `business_id`, `enter_type`, `enter_date`, `enter_slot`, `capacity`
 * and, when leaving, `leave_type`, `leave_date`, `leave_slot`.
 *
 * A concurrent submission for the same window waits on its row, then sees the count as it stands
 * after this one committed: the last place goes to one customer only, across app processes. The
 * order's own update then moves the counts (the trigger of migration 0019).
 */
export function holdPlaceStatement(tx: Tx, leaving: 'none' | 'before' | 'after') {
  const row = (side: 'enter' | 'leave') => ({
    businessId: sql.placeholder('business_id'),
    windowType: sql`${sql.placeholder(`${side}_type`)}::text`,
    bookingDate: sql`${sql.placeholder(`${side}_date`)}::date`,
    timeSlot: sql.placeholder(`${side}_slot`),
    booked: 0,
  });
  const rows = {
    none: [row('enter')],
    before: [row('leave'), row('enter')],
    after: [row('enter'), row('leave')],
  };
  const isEntering = and(
    eq(slotBookings.windowType, sql`${sql.placeholder('enter_type')}::text`),
    eq(slotBookings.bookingDate, sql`${sql.placeholder('enter_date')}::date`),
    eq(slotBookings.timeSlot, sql.placeholder('enter_slot')),
  );
  return tx
    .insert(slotBookings)
    .values(rows[leaving])
    .onConflictDoUpdate({
      target: [
        slotBookings.businessId,
        slotBookings.windowType,
        slotBookings.bookingDate,
        slotBookings.timeSlot,
      ],
      // A row the condition leaves unchanged is locked all the same, and not returned.
      set: { booked: sql`${slotBookings.booked}` },
      setWhere: sql`not (${isEntering}) or ${slotBookings.booked} < ${sql.placeholder('capacity')}::int`,
    })
    .returning({ entering: sql<boolean>`${isEntering}`.as('entering') });
}

/** holdPlaceStatement's values. */
export const placeValues = (
  businessId: string,
  entering: Place,
  leaving: Place | null,
  capacity: number,
) => ({
  business_id: businessId,
  enter_type: entering.windowType,
  enter_date: entering.date,
  enter_slot: entering.slot,
  capacity,
  ...(leaving && { leave_type: leaving.windowType, leave_date: leaving.date, leave_slot: leaving.slot }),
});

/** The dates customers may order for now: today (shop time) to the end of the horizon. */
export function horizonOf(rules: ScheduleRules, now: Date): { from: string; to: string } {
  const today = todayIn(rules.timeZone, now);
  const last = new Date(Date.parse(`${today}T00:00:00Z`) + rules.daysAhead * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { from: today, to: last };
}
