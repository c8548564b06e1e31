import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  type Bookings,
  bookingKey,
  disabledDates,
  type ScheduleRules,
  type ScheduleWindow,
  slotProblem,
  todayIn,
} from './slot-engine.service';

// 2026-06-10 is a Wednesday. Europe/Berlin is on summer time (UTC+2) in June.
const MORNING = '09:00-12:00';
const AFTERNOON = '14:00-17:00';
const BOTH = [MORNING, AFTERNOON];

/** Monday to Saturday, 09:00-12:00 and 14:00-17:00; closed on Sundays. */
const openingWindows = (capacity: { morning?: number; afternoon?: number } = {}): ScheduleWindow[] =>
  [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: capacity.morning ?? null },
    { weekday, start: '14:00', end: '17:00', capacity: capacity.afternoon ?? null },
  ]);

const rules = (overrides: Partial<ScheduleRules> = {}): ScheduleRules => ({
  timeZone: 'Europe/Berlin',
  leadTimeMinutes: 120,
  sameDayCutoff: null,
  daysAhead: 14,
  windows: openingWindows(),
  disabledDays: [],
  ...overrides,
});

/** An instant given as Berlin summer wall-clock time, e.g. berlin('2026-06-10T07:00'). */
const berlin = (local: string) => new Date(`${local}+02:00`);
const bookings = (entries: [string, number][]): Bookings => new Map(entries);
const sunday = (start: string, end: string): ScheduleWindow => ({ weekday: 0, start, end, capacity: null });

describe('todayIn', () => {
  it.each([
    { timeZone: 'Europe/Berlin', now: '2026-06-10T21:59:00Z', today: '2026-06-10' },
    { timeZone: 'Europe/Berlin', now: '2026-06-10T22:01:00Z', today: '2026-06-11' },
    { timeZone: 'Pacific/Auckland', now: '2026-06-10T20:00:00Z', today: '2026-06-11' },
    { timeZone: 'Asia/Tokyo', now: '2026-06-10T15:30:00Z', today: '2026-06-11' },
    { timeZone: 'America/New_York', now: '2026-06-11T02:00:00Z', today: '2026-06-10' },
    { timeZone: 'UTC', now: '2026-06-10T23:59:59Z', today: '2026-06-10' },
  ])('$timeZone at $now is $today', ({ timeZone, now, today }) => {
    expect(todayIn(timeZone, new Date(now))).toBe(today);
  });

  it('rejects an unknown time zone clearly', () => {
    expect(() => todayIn('Mars/Olympus_Mons', new Date())).toThrow(/Unknown time zone/);
  });
});

describe('lead time', () => {
  it.each([
    {
      now: '2026-06-10T06:59',
      lead: 120,
      date: '2026-06-10',
      slots: BOTH,
      why: 'more than the lead time ahead',
    },
    {
      now: '2026-06-10T07:00',
      lead: 120,
      date: '2026-06-10',
      slots: BOTH,
      why: 'exactly the lead time ahead',
    },
    { now: '2026-06-10T07:01', lead: 120, date: '2026-06-10', slots: [AFTERNOON], why: 'a minute short' },
    { now: '2026-06-10T09:00', lead: 0, date: '2026-06-10', slots: BOTH, why: 'no lead time, starts now' },
    { now: '2026-06-10T09:01', lead: 0, date: '2026-06-10', slots: [AFTERNOON], why: 'already started' },
    {
      now: '2026-06-10T12:00',
      lead: 120,
      date: '2026-06-10',
      slots: [AFTERNOON],
      why: 'afternoon just inside',
    },
    { now: '2026-06-10T12:01', lead: 120, date: '2026-06-10', slots: [], why: 'afternoon just outside' },
    {
      now: '2026-06-10T10:00',
      lead: 23 * 60,
      date: '2026-06-11',
      slots: BOTH,
      why: 'lead into tomorrow, inside',
    },
    {
      now: '2026-06-10T10:00',
      lead: 23 * 60 + 1,
      date: '2026-06-11',
      slots: [AFTERNOON],
      why: 'into tomorrow',
    },
  ])('now $now, lead $lead min, $date: $slots ($why)', ({ now, lead, date, slots }) => {
    expect(availableSlots(rules({ leadTimeMinutes: lead }), { date, now: berlin(now) })).toEqual(slots);
  });

  it.each([
    { now: '2026-06-10T07:00', problem: null },
    { now: '2026-06-10T07:01', problem: 'too_soon' },
  ])('slotProblem for the morning at $now is $problem', ({ now, problem }) => {
    expect(slotProblem(rules(), { date: '2026-06-10', slot: MORNING, now: berlin(now) })).toBe(problem);
  });
});

describe('same-day cut-off', () => {
  it.each([
    { cutoff: '12:00', now: '2026-06-10T11:59:59', date: '2026-06-10', slots: [AFTERNOON], problem: null },
    { cutoff: '12:00', now: '2026-06-10T12:00', date: '2026-06-10', slots: [], problem: 'past_cutoff' },
    { cutoff: '12:00', now: '2026-06-10T12:01', date: '2026-06-10', slots: [], problem: 'past_cutoff' },
    { cutoff: '12:00', now: '2026-06-10T23:00', date: '2026-06-11', slots: BOTH, problem: null },
    { cutoff: null, now: '2026-06-10T12:30', date: '2026-06-10', slots: [AFTERNOON], problem: null },
  ])('cut-off $cutoff, now $now, $date: $slots', ({ cutoff, now, date, slots, problem }) => {
    const shop = rules({ sameDayCutoff: cutoff, leadTimeMinutes: 0 });
    expect(availableSlots(shop, { date, now: berlin(now) })).toEqual(slots);
    expect(slotProblem(shop, { date, slot: AFTERNOON, now: berlin(now) })).toBe(problem);
  });

  it('reports the cut-off before the lead time when both apply', () => {
    const shop = rules({ sameDayCutoff: '12:00', leadTimeMinutes: 0 });
    const now = berlin('2026-06-10T12:30');
    expect(slotProblem(shop, { date: '2026-06-10', slot: MORNING, now })).toBe('past_cutoff');
  });
});

describe('capacity', () => {
  const shop = rules({ windows: openingWindows({ morning: 2 }) }); // afternoon: no limit
  const date = '2026-06-12';
  const now = berlin('2026-06-10T10:00');

  it.each([
    { why: 'no bookings', booked: [], slots: BOTH },
    { why: 'zero booked', booked: [['2026-06-12 09:00-12:00', 0]], slots: BOTH },
    { why: 'one below capacity', booked: [['2026-06-12 09:00-12:00', 1]], slots: BOTH },
    { why: 'at capacity', booked: [['2026-06-12 09:00-12:00', 2]], slots: [AFTERNOON] },
    { why: 'over capacity', booked: [['2026-06-12 09:00-12:00', 3]], slots: [AFTERNOON] },
    { why: 'null capacity is unlimited', booked: [['2026-06-12 14:00-17:00', 1000]], slots: BOTH },
    { why: 'another date does not count', booked: [['2026-06-13 09:00-12:00', 2]], slots: BOTH },
    { why: 'another slot does not count', booked: [['2026-06-12 09:00-11:00', 2]], slots: BOTH },
  ] as { why: string; booked: [string, number][]; slots: string[] }[])('$why', ({ booked, slots }) => {
    expect(availableSlots(shop, { date, now, bookings: bookings(booked) })).toEqual(slots);
  });

  it.each([
    { count: 1, problem: null },
    { count: 2, problem: 'full' },
  ])('slotProblem with $count booked of 2 is $problem', ({ count, problem }) => {
    const booked = bookings([[bookingKey(date, MORNING), count]]);
    expect(slotProblem(shop, { date, slot: MORNING, now, bookings: booked })).toBe(problem);
  });
});

describe('disabled days and weekdays without windows', () => {
  const shop = rules({ disabledDays: ['2026-06-12', '2026-06-20'] });
  const now = berlin('2026-06-10T10:00');

  it.each([
    { date: '2026-06-12', slots: [], problem: 'closed_day', why: 'disabled Friday' },
    { date: '2026-06-13', slots: BOTH, problem: null, why: 'the Saturday after is open' },
    { date: '2026-06-20', slots: [], problem: 'closed_day', why: 'another disabled day' },
    { date: '2026-06-14', slots: [], problem: 'closed_day', why: 'Sunday has no windows' },
  ])('$date: $slots ($why)', ({ date, slots, problem }) => {
    expect(availableSlots(shop, { date, now })).toEqual(slots);
    expect(slotProblem(shop, { date, slot: MORNING, now })).toBe(problem);
  });

  it.each([
    { slot: '10:00-11:00', why: 'no window with that label' },
    { slot: '09:00-12:30', why: 'a different end' },
    { slot: 'morning', why: 'not a label at all' },
  ])('slot $slot is no_such_window ($why)', ({ slot }) => {
    expect(slotProblem(shop, { date: '2026-06-11', slot, now })).toBe('no_such_window');
  });
});

describe('horizon', () => {
  const now = berlin('2026-06-10T10:00'); // 14 days ahead: last date 2026-06-24

  it.each([
    { date: '2026-06-09', daysAhead: 14, slots: [], problem: 'outside_horizon', why: 'yesterday' },
    { date: '2026-06-10', daysAhead: 14, slots: [AFTERNOON], problem: null, why: 'today' },
    { date: '2026-06-24', daysAhead: 14, slots: BOTH, problem: null, why: 'the last day' },
    { date: '2026-06-25', daysAhead: 14, slots: [], problem: 'outside_horizon', why: 'the last day + 1' },
    { date: '2026-06-11', daysAhead: 0, slots: [], problem: 'outside_horizon', why: 'today only' },
    { date: '2026-02-30', daysAhead: 365, slots: [], problem: 'outside_horizon', why: 'no such date' },
    { date: '10.06.2026', daysAhead: 14, slots: [], problem: 'outside_horizon', why: 'not YYYY-MM-DD' },
  ])('$date with $daysAhead days ahead ($why)', ({ date, daysAhead, slots, problem }) => {
    const shop = rules({ daysAhead });
    expect(availableSlots(shop, { date, now })).toEqual(slots);
    expect(slotProblem(shop, { date, slot: AFTERNOON, now })).toBe(problem);
  });
});

describe('window order', () => {
  it('returns unsorted windows sorted by start, only for the weekday asked', () => {
    const windows: ScheduleWindow[] = [
      { weekday: 4, start: '16:00', end: '18:00', capacity: null },
      { weekday: 4, start: '08:00', end: '09:00', capacity: 3 },
      { weekday: 5, start: '07:00', end: '08:00', capacity: null },
      { weekday: 4, start: '12:00', end: '13:00', capacity: null },
      { weekday: 4, start: '09:00', end: '10:00', capacity: null },
    ];
    const slots = availableSlots(rules({ windows }), { date: '2026-06-11', now: berlin('2026-06-10T10:00') });
    expect(slots).toEqual(['08:00-09:00', '09:00-10:00', '12:00-13:00', '16:00-18:00']);
  });
});

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

// ---- Property: availableSlots, slotProblem and disabledDates agree with each other. ----

function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// Windows live in separate two-hour blocks of a day, so unique (weekday, block) never overlap.
const windowsArb = fc
  .uniqueArray(
    fc.record({
      weekday: fc.integer({ min: 0, max: 6 }),
      block: fc.integer({ min: 0, max: 11 }),
      offset: fc.integer({ min: 0, max: 59 }),
      length: fc.integer({ min: 1, max: 60 }),
      capacity: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    { selector: (w) => `${w.weekday}/${w.block}`, maxLength: 14 },
  )
  .map((ws) =>
    ws.map(({ weekday, block, offset, length, capacity }) => {
      const start = block * 120 + offset;
      return { weekday, start: hhmm(start), end: hhmm(start + length), capacity };
    }),
  );

// Half of the instants fall within a day and a half of a DST change (including Lord Howe's 30 minutes).
const changes = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
];
const nowArb = fc.oneof(
  fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc
    .tuple(
      fc.constantFrom(...changes, '2026-04-04T15:00:00Z', '2026-10-03T15:30:00Z'),
      fc.integer({ min: -2160, max: 2160 }),
    )
    .map(([change, minutes]) => new Date(Date.parse(change) + minutes * 60_000)),
);

describe('property', () => {
  it('availableSlots, slotProblem and disabledDates agree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'Europe/Berlin',
          'America/New_York',
          'Pacific/Auckland',
          'Asia/Tokyo',
          'Australia/Lord_Howe',
          'UTC',
        ),
        nowArb,
        fc.integer({ min: 0, max: 3000 }),
        fc.option(fc.integer({ min: 0, max: 1439 }).map(hhmm), { nil: null }),
        fc.integer({ min: 0, max: 10 }),
        windowsArb,
        fc.array(fc.integer({ min: -1, max: 11 }), { maxLength: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 10 }), fc.nat(), fc.integer({ min: 0, max: 4 })), {
          maxLength: 10,
        }),
        (timeZone, now, leadTimeMinutes, sameDayCutoff, daysAhead, windows, disabledOffsets, booked) => {
          const today = todayIn(timeZone, now);
          const windowsOf = (date: string) => windows.filter((w) => w.weekday === weekdayOf(date));
          const counts = new Map<string, number>();
          for (const [day, pick, count] of booked) {
            const date = plusDays(today, day);
            const window = windowsOf(date)[pick % Math.max(windowsOf(date).length, 1)];
            if (window) counts.set(bookingKey(date, `${window.start}-${window.end}`), count);
          }
          const shop: ScheduleRules = {
            timeZone,
            leadTimeMinutes,
            sameDayCutoff,
            daysAhead,
            windows,
            disabledDays: disabledOffsets.map((n) => plusDays(today, n)),
          };
          const q = { now, bookings: counts };

          const closedOrFull: string[] = [];
          for (let n = -1; n <= daysAhead + 1; n++) {
            const date = plusDays(today, n);
            const slots = availableSlots(shop, { ...q, date });
            expect(slots).toEqual([...slots].sort());
            for (const slot of slots) expect(slotProblem(shop, { ...q, date, slot })).toBeNull();
            for (const w of windowsOf(date)) {
              const slot = `${w.start}-${w.end}`;
              if (!slots.includes(slot)) expect(slotProblem(shop, { ...q, date, slot })).not.toBeNull();
            }
            if (n >= 0 && n <= daysAhead && windowsOf(date).length > 0 && slots.length === 0)
              closedOrFull.push(date);
          }
          const result = disabledDates(shop, q);
          expect(result.dates).toEqual(closedOrFull);
          expect(result).toMatchObject({ first_date: today, last_date: plusDays(today, daysAhead) });
        },
      ),
      { numRuns: 200 },
    );
  });
});
