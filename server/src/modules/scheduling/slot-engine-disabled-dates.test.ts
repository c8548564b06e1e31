import { describe, expect, it } from 'vitest';
import { disabledDates } from './slot-engine.service';
import { berlin, bookings, openingWindows, rules, sunday } from './slot-engine-fixtures';

/*
 * disabledDates: the dates a customer cannot choose, and the first and last they can.
 */

describe('disabledDates', () => {
  const shop = rules({
    sameDayCutoff: '14:00',
    daysAhead: 7,
    windows: openingWindows({ morning: 1, afternoon: 1 }),
    // Monday 15th; Sunday 14th (already closed by weekday); 1 July (beyond the horizon).
    disabledDays: ['2026-06-15', '2026-06-14', '2026-07-01'],
  });
  const booked = bookings([
    ['2026-06-12 09:00-12:00', 1], // Friday: both windows full
    ['2026-06-12 14:00-17:00', 1],
    ['2026-06-13 09:00-12:00', 1], // Saturday: one window left
  ]);

  it('lists closed weekdays, closed or full dates and the horizon', () => {
    expect(disabledDates(shop, { now: berlin('2026-06-10T15:00'), bookings: booked })).toEqual({
      weekdays: [0],
      dates: ['2026-06-10', '2026-06-12', '2026-06-15'], // today after the cut-off, full, disabled
      first_date: '2026-06-10',
      last_date: '2026-06-17',
    });
  });

  it.each([
    { now: '2026-06-10T08:00', cutoff: '14:00', listed: false, why: 'before the cut-off, 14:00 is left' },
    { now: '2026-06-10T14:00', cutoff: '14:00', listed: true, why: 'at the cut-off' },
    {
      now: '2026-06-10T13:00',
      cutoff: null,
      listed: true,
      why: 'no cut-off, but 14:00 is inside the lead time',
    },
  ])('today at $now is listed: $listed ($why)', ({ now, cutoff, listed }) => {
    const today = rules({ sameDayCutoff: cutoff, daysAhead: 1 });
    expect(disabledDates(today, { now: berlin(now) }).dates.includes('2026-06-10')).toBe(listed);
  });

  it.each([
    { windowDays: [5, 1, 3], weekdays: [0, 2, 4, 6] },
    { windowDays: [], weekdays: [0, 1, 2, 3, 4, 5, 6] },
    { windowDays: [6, 0, 2, 4, 1, 3, 5], weekdays: [] },
  ])('weekdays without windows for windows on $windowDays: $weekdays', ({ windowDays, weekdays }) => {
    const windows = windowDays.map((weekday) => ({ ...sunday('09:00', '10:00'), weekday }));
    const result = disabledDates(rules({ windows }), { now: berlin('2026-06-10T10:00') });
    expect(result.weekdays).toEqual(weekdays);
    if (windowDays.length === 0) expect(result.dates).toEqual([]);
  });

  it.each([
    {
      zone: 'Europe/Berlin',
      now: '2026-03-20T12:00:00Z',
      daysAhead: 10,
      first: '2026-03-20',
      last: '2026-03-30',
    },
    {
      zone: 'Europe/Berlin',
      now: '2026-10-20T12:00:00Z',
      daysAhead: 10,
      first: '2026-10-20',
      last: '2026-10-30',
    },
    {
      zone: 'America/New_York',
      now: '2026-03-01T12:00:00Z',
      daysAhead: 30,
      first: '2026-03-01',
      last: '2026-03-31',
    },
    {
      zone: 'Pacific/Auckland',
      now: '2026-12-31T11:30:00Z',
      daysAhead: 0,
      first: '2027-01-01',
      last: '2027-01-01',
    },
    {
      zone: 'Europe/Berlin',
      now: '2026-12-25T12:00:00Z',
      daysAhead: 365,
      first: '2026-12-25',
      last: '2027-12-25',
    },
  ])('$zone at $now, $daysAhead days ahead: $first to $last', ({ zone, now, daysAhead, first, last }) => {
    const result = disabledDates(rules({ timeZone: zone, daysAhead }), { now: new Date(now) });
    expect(result).toMatchObject({ first_date: first, last_date: last });
  });
});
