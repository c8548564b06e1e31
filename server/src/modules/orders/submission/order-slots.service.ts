import type { DisabledDates, WindowType } from '@contract/order-time';
import type { Db } from '../../../db/client';
import {
  availableSlots,
  bookingsBetween,
  disabledDates,
  getScheduleRules,
  horizonOf,
  placeOf,
} from '../../scheduling';
import { findOrder } from '../order-store.service';

type OrderSlotQuery = { uuid: string; windowType: WindowType; now?: Date };

/** GET /api/orders/{uuid}/timeslots: the windows the customer of this order may choose on a date. */
export async function slotsForOrder(
  db: Db,
  { uuid, windowType, date, now = new Date() }: OrderSlotQuery & { date: string },
) {
  const order = await findOrder(db, { uuid });
  const rules = await getScheduleRules(db, { businessId: order.businessId, windowType });
  const bookings = await bookingsBetween(db, {
    businessId: order.businessId,
    windowType,
    from: date,
    to: date,
    except: placeOf(order),
  });
  return availableSlots(rules, { date, now, bookings });
}

/** GET /api/orders/{uuid}/disabled-dates: closed weekdays and closed or full dates. */
export async function closedDatesForOrder(
  db: Db,
  { uuid, windowType, now = new Date() }: OrderSlotQuery,
): Promise<DisabledDates> {
  const order = await findOrder(db, { uuid });
  const rules = await getScheduleRules(db, { businessId: order.businessId, windowType });
  const bookings = await bookingsBetween(db, {
    businessId: order.businessId,
    windowType,
    ...horizonOf(rules, now),
    except: placeOf(order),
  });
  return disabledDates(rules, { now, bookings });
}
