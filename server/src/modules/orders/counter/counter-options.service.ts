import type { CounterOptions } from '@contract/counter';
import type { WindowType } from '@contract/order-time';
import { slotLabel } from '@contract/order-time';
import type { Db } from '../../../db/client';
import { listLocations } from '../../delivery';
import { bookingsBetween, getScheduleRules, slotProblem } from '../../scheduling';
import { ruleOfProblem } from './counter-rules';

/**
 * The pickup locations and a day's windows for the counter screen (florists too: they take orders
 * at the counter). Each window says whether a customer could choose it, and if not, which override
 * would take the order anyway.
 */
export async function getCounterOptions(
  db: Db,
  {
    businessId,
    date,
    method,
    now = new Date(),
  }: { businessId: string; date: string; method: WindowType; now?: Date },
): Promise<CounterOptions> {
  const [locations, rules, bookings] = await Promise.all([
    listLocations(db, { businessId }),
    getScheduleRules(db, { businessId, windowType: method }),
    bookingsBetween(db, { businessId, windowType: method, from: date, to: date }),
  ]);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const windows = rules.windows
    .filter((w) => w.weekday === weekday)
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(slotLabel);
  const firstProblem =
    windows.length > 0 ? slotProblem(rules, { date, slot: windows[0] as string, now, bookings }) : null;
  const closed = windows.length === 0 || firstProblem === 'closed_day' || firstProblem === 'outside_horizon';
  return {
    pickup_locations: locations.map((l) => ({ id: l.id, name: l.name })),
    windows: closed
      ? []
      : windows.map((slot) => {
          const problem = slotProblem(rules, { date, slot, now, bookings });
          const override = problem ? (ruleOfProblem[problem] ?? null) : null;
          return {
            slot,
            problem: override ? (problem as 'too_soon' | 'past_cutoff' | 'full') : null,
            override,
          };
        }),
    closed,
  };
}
