import { describe, expect, it } from 'vitest';
import { availableSlots, disabledDates, slotProblem, todayIn } from './slot-engine.service';
import { AFTERNOON, BOTH, MORNING, plusDays, rules, sunday } from './slot-engine-fixtures';

/*
 * The slot engine across clock changes, midnight and shops in another time zone than the server.
 */

// All four change days are Sundays, so these shops open on Sundays only.
describe('daylight saving time', () => {
  const berlinSpring = { zone: 'Europe/Berlin', date: '2026-03-29' };
  const newYorkSpring = { zone: 'America/New_York', date: '2026-03-08' };
  it.each([
    // Berlin springs forward on 2026-03-29 at 01:00Z: 02:00 CET becomes 03:00 CEST; 02:30 does not exist.
    {
      ...berlinSpring,
      now: '2026-03-29T00:00:00Z', // 01:00 CET
      lead: 60,
      slots: ['02:30-03:30', '04:00-05:00'],
      why: 'the 02:30 window opens at the end of the gap, 01:00Z, exactly an hour ahead',
    },
    {
      ...berlinSpring,
      now: '2026-03-29T00:01:00Z',
      lead: 60,
      slots: ['04:00-05:00'],
      why: 'a minute later the 02:30 window is too soon (it is not read as 03:30)',
    },
    {
      ...berlinSpring,
      now: '2026-03-29T00:30:00Z', // 01:30 CET; 04:00 CEST is 02:00Z, 90 minutes later
      lead: 90,
      slots: ['04:00-05:00'],
      why: 'real time to 04:00 is exactly 90 minutes',
    },
    {
      ...berlinSpring,
      now: '2026-03-29T00:30:00Z',
      lead: 120,
      slots: [],
      why: '04:00 is 2.5 h away on the wall clock but only 1.5 h in real time',
    },
    // New York springs forward on 2026-03-08 at 07:00Z: 02:00 EST becomes 03:00 EDT.
    {
      ...newYorkSpring,
      now: '2026-03-08T06:00:00Z', // 01:00 EST
      lead: 60,
      slots: ['02:30-03:30', '04:00-05:00'],
      why: 'the 02:30 window opens at the end of the gap, 07:00Z',
    },
    {
      ...newYorkSpring,
      now: '2026-03-08T06:01:00Z',
      lead: 60,
      slots: ['04:00-05:00'],
      why: 'a minute later the 02:30 window is too soon',
    },
    {
      ...newYorkSpring,
      now: '2026-03-08T06:30:00Z', // 01:30 EST; 04:00 EDT is 08:00Z, 90 minutes later
      lead: 90,
      slots: ['04:00-05:00'],
      why: 'real time to 04:00 is exactly 90 minutes',
    },
    {
      ...newYorkSpring,
      now: '2026-03-08T06:30:00Z',
      lead: 150,
      slots: [],
      why: '04:00 is 2.5 h away on the wall clock but only 1.5 h in real time',
    },
  ])('spring forward, $zone at $now, lead $lead: $why', ({ zone, date, now, lead, slots }) => {
    const windows = [sunday('04:00', '05:00'), sunday('02:30', '03:30')];
    const shop = rules({ timeZone: zone, leadTimeMinutes: lead, windows });
    expect(availableSlots(shop, { date, now: new Date(now) })).toEqual(slots);
  });

  it.each([
    // Berlin falls back on 2026-10-25 at 01:00Z: 03:00 CEST becomes 02:00 CET; 02:30 happens twice.
    {
      zone: 'Europe/Berlin',
      date: '2026-10-25',
      windows: [sunday('02:30', '03:30'), sunday('04:00', '05:00')],
      now: '2026-10-24T23:30:00Z', // 01:30 CEST
      lead: 60,
      slots: ['02:30-03:30', '04:00-05:00'],
      why: 'the 02:30 window is the first 02:30 (00:30Z), exactly an hour ahead',
    },
    {
      zone: 'Europe/Berlin',
      date: '2026-10-25',
      windows: [sunday('02:30', '03:30'), sunday('04:00', '05:00')],
      now: '2026-10-24T23:31:00Z',
      lead: 60,
      slots: ['04:00-05:00'],
      why: 'a minute later it is too soon (the second 02:30 does not count)',
    },
    {
      zone: 'Europe/Berlin',
      date: '2026-10-25',
      windows: [sunday('02:30', '03:30'), sunday('04:00', '05:00')],
      now: '2026-10-25T00:00:00Z', // 02:00 CEST; 04:00 CET is 03:00Z
      lead: 180,
      slots: ['04:00-05:00'],
      why: '04:00 is 2 h away on the wall clock but 3 h in real time',
    },
    // New York falls back on 2026-11-01 at 06:00Z: 02:00 EDT becomes 01:00 EST; 01:30 happens twice.
    {
      zone: 'America/New_York',
      date: '2026-11-01',
      windows: [sunday('01:30', '02:30'), sunday('03:00', '04:00')],
      now: '2026-11-01T04:30:00Z', // 00:30 EDT
      lead: 60,
      slots: ['01:30-02:30', '03:00-04:00'],
      why: 'the 01:30 window is the first 01:30 (05:30Z), exactly an hour ahead',
    },
    {
      zone: 'America/New_York',
      date: '2026-11-01',
      windows: [sunday('01:30', '02:30'), sunday('03:00', '04:00')],
      now: '2026-11-01T04:31:00Z',
      lead: 60,
      slots: ['03:00-04:00'],
      why: 'a minute later it is too soon',
    },
    {
      zone: 'America/New_York',
      date: '2026-11-01',
      windows: [sunday('01:30', '02:30'), sunday('03:00', '04:00')],
      now: '2026-11-01T05:00:00Z', // 01:00 EDT; 03:00 EST is 08:00Z
      lead: 180,
      slots: ['03:00-04:00'],
      why: '03:00 is 2 h away on the wall clock but 3 h in real time',
    },
  ])('fall back, $zone at $now, lead $lead: $why', ({ zone, date, windows, now, lead, slots }) => {
    const shop = rules({ timeZone: zone, leadTimeMinutes: lead, windows });
    expect(availableSlots(shop, { date, now: new Date(now) })).toEqual(slots);
  });

  it('names the gap window too_soon a minute after it could be chosen', () => {
    const shop = rules({ leadTimeMinutes: 60, windows: [sunday('02:30', '03:30')] });
    const q = { date: '2026-03-29', slot: '02:30-03:30' };
    expect(slotProblem(shop, { ...q, now: new Date('2026-03-29T00:00:00Z') })).toBeNull();
    expect(slotProblem(shop, { ...q, now: new Date('2026-03-29T00:01:00Z') })).toBe('too_soon');
  });

  it.each([
    { zone: 'Europe/Berlin', now: '2026-10-23T12:00:00Z', first: '2026-10-23' },
    { zone: 'Europe/Berlin', now: '2026-03-27T12:00:00Z', first: '2026-03-27' },
    { zone: 'America/New_York', now: '2026-10-30T12:00:00Z', first: '2026-10-30' },
  ])('lists each closed calendar day once across the change ($zone, $first)', ({ zone, now, first }) => {
    // Every day of the horizon is disabled, so each must appear exactly once, in order.
    const days = [0, 1, 2, 3, 4].map((n) => plusDays(first, n));
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ ...sunday('09:00', '10:00'), weekday }));
    const shop = rules({ timeZone: zone, daysAhead: 4, windows: everyDay, disabledDays: days });
    expect(disabledDates(shop, { now: new Date(now) }).dates).toEqual(days);
  });
});

describe('midnight and a shop in another time zone than the server', () => {
  it.each([
    // Berlin 23:59 on Wednesday 10 June vs 00:01 on Thursday 11 June (UTC is still the 10th).
    { now: '2026-06-10T21:59:00Z', date: '2026-06-10', slots: [], problem: 'past_cutoff' },
    { now: '2026-06-10T21:59:00Z', date: '2026-06-11', slots: BOTH, problem: null },
    { now: '2026-06-10T22:01:00Z', date: '2026-06-10', slots: [], problem: 'outside_horizon' },
    { now: '2026-06-10T22:01:00Z', date: '2026-06-11', slots: BOTH, problem: null },
  ])('Berlin at $now, $date: $slots', ({ now, date, slots, problem }) => {
    // Yesterday's cut-off does not carry over into the new day.
    const shop = rules({ sameDayCutoff: '12:00', leadTimeMinutes: 0 });
    expect(availableSlots(shop, { date, now: new Date(now) })).toEqual(slots);
    expect(slotProblem(shop, { date, slot: MORNING, now: new Date(now) })).toBe(problem);
  });

  it.each([
    { zone: 'Pacific/Auckland', now: '2026-06-10T20:00:00Z', shopToday: '2026-06-11' }, // 08:00 NZST
    { zone: 'Asia/Tokyo', now: '2026-06-10T15:30:00Z', shopToday: '2026-06-11' }, // 00:30 JST
    { zone: 'America/New_York', now: '2026-06-11T02:00:00Z', shopToday: '2026-06-10' }, // 22:00 EDT
  ])('$zone at $now works on the shop date $shopToday', ({ zone, now, shopToday }) => {
    const instant = new Date(now);
    const utcDate = now.slice(0, 10);
    expect(utcDate).not.toBe(shopToday);
    const shop = rules({ timeZone: zone, daysAhead: 0 });
    expect(todayIn(zone, instant)).toBe(shopToday);
    expect(disabledDates(shop, { now: instant })).toMatchObject({
      first_date: shopToday,
      last_date: shopToday,
    });
    // With no days ahead, the UTC date is outside the shop's horizon.
    expect(slotProblem(shop, { date: utcDate, slot: AFTERNOON, now: instant })).toBe('outside_horizon');
  });

  it('uses the shop clock for the cut-off and the lead time (Auckland, 08:00 local, 20:00 UTC)', () => {
    const shop = rules({ timeZone: 'Pacific/Auckland', sameDayCutoff: '12:00', leadTimeMinutes: 60 });
    const now = new Date('2026-06-10T20:00:00Z');
    // 20:00 would be past a 12:00 cut-off on a UTC server; in Auckland it is 08:00 and 09:00 NZST
    // (21:00Z) is exactly the lead time away.
    expect(availableSlots(shop, { date: '2026-06-11', now })).toEqual(BOTH);
    expect(slotProblem(shop, { date: '2026-06-11', slot: MORNING, now })).toBeNull();
  });

  it('uses the shop weekday (Tokyo: Thursday while UTC is still Wednesday)', () => {
    const thursdayOnly = [{ weekday: 4, start: '10:00', end: '11:00', capacity: null }];
    const shop = rules({ timeZone: 'Asia/Tokyo', windows: thursdayOnly, leadTimeMinutes: 0 });
    const now = new Date('2026-06-10T15:30:00Z');
    expect(availableSlots(shop, { date: '2026-06-11', now })).toEqual(['10:00-11:00']);
    expect(disabledDates(shop, { now }).dates).not.toContain('2026-06-11');
  });
});
