import { describe, expect, it } from 'vitest';
import { fillsUp, type SameDayShop, sameDayMinutes } from './same-day';

/*
 * Delivery today is promised only while an order placed now can still get a window of today: the
 * cut-off, the lead time and the windows already full all decide (docs/product.md, Same day).
 */

// Thursday 15 January 2026, 11:45 in Berlin (CET, UTC+1).
const MORNING = new Date('2026-01-15T10:45:00Z');
const TODAY = '2026-01-15';

const berlin: SameDayShop = {
  delivery_enabled: true,
  time_zone: 'Europe/Berlin',
  same_day_cutoff: '16:00',
  delivery_closed: { weekdays: [], dates: [] },
  lead_time_minutes: 0,
  delivery_windows: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', limited: true },
    { weekday, start: '14:00', end: '18:00', limited: true },
  ]),
};

describe('the minutes left for delivery today', () => {
  it('run to the last moment the latest window of today can be ordered, when it comes before the cut-off', () => {
    // The 14:00 window is today's last: ordering ends at 14:00, before the 16:00 cut-off.
    expect(sameDayMinutes(berlin, MORNING, [])).toBe(135);
    // Its start less a lead time of 90 minutes: 12:30, 45 minutes from now.
    expect(sameDayMinutes({ ...berlin, lead_time_minutes: 90 }, MORNING, [])).toBe(45);
    // A cut-off before that still comes first.
    expect(sameDayMinutes({ ...berlin, same_day_cutoff: '12:00' }, MORNING, [])).toBe(15);
  });

  it('are none when the lead time puts every window of today out of reach', () => {
    // 14:00 less three hours is 11:00, already past at 11:45, though the cut-off is hours away.
    expect(sameDayMinutes({ ...berlin, lead_time_minutes: 180 }, MORNING, [])).toBeNull();
    // Exactly at the last moment nothing is left to count.
    expect(sameDayMinutes({ ...berlin, lead_time_minutes: 135 }, MORNING, [])).toBeNull();
  });

  it('are none once the cut-off has passed, however late the windows', () => {
    expect(sameDayMinutes({ ...berlin, same_day_cutoff: '11:30' }, MORNING, [])).toBeNull();
    expect(sameDayMinutes({ ...berlin, same_day_cutoff: null }, MORNING, [])).toBeNull();
  });

  it('are none when all of today’s windows still ahead are full, and count to the open one otherwise', () => {
    const full = (...slots: string[]) => slots.map((slot) => ({ date: TODAY, slot }));
    expect(sameDayMinutes(berlin, MORNING, full('14:00-18:00'))).toBeNull();
    expect(sameDayMinutes(berlin, MORNING, full('09:00-12:00', '14:00-18:00'))).toBeNull();
    // Full tomorrow (or yesterday) does not close today.
    expect(sameDayMinutes(berlin, MORNING, [{ date: '2026-01-16', slot: '14:00-18:00' }])).toBe(135);
    // With a later window still open, the countdown runs to that one (capped by the cut-off).
    const three = {
      ...berlin,
      delivery_windows: [
        ...berlin.delivery_windows,
        { weekday: 4, start: '17:00', end: '19:00', limited: false },
      ],
    };
    expect(sameDayMinutes(three, MORNING, full('14:00-18:00'))).toBe(255);
  });

  it('are none on a day without windows, or without delivery', () => {
    expect(sameDayMinutes({ ...berlin, delivery_windows: [] }, MORNING, [])).toBeNull();
    expect(sameDayMinutes({ ...berlin, delivery_enabled: false }, MORNING, [])).toBeNull();
  });

  it('read the shop’s clock across a change of the clocks', () => {
    // Sunday 29 March 2026, 01:30 in Berlin; at 02:00 the clocks jump to 03:00. The 14:00 window
    // less 60 minutes is 13:00 CEST (11:00 UTC): 10 h 30 min of real time away, not 11 h 30 min.
    const night = new Date('2026-03-29T00:30:00Z');
    expect(sameDayMinutes({ ...berlin, lead_time_minutes: 60, same_day_cutoff: '15:00' }, night, [])).toBe(
      630,
    );
  });

  it('need the full windows only when some window takes a number of orders', () => {
    expect(fillsUp(berlin)).toBe(true);
    const unlimited = berlin.delivery_windows.map((w) => ({ ...w, limited: false }));
    expect(fillsUp({ ...berlin, delivery_windows: unlimited })).toBe(false);
    expect(fillsUp({ ...berlin, same_day_cutoff: null })).toBe(false);
  });
});
