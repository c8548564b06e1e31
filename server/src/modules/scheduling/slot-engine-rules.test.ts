import { describe, expect, it } from 'vitest';
import { availableSlots, bookingKey, type ScheduleWindow, slotProblem, todayIn } from './slot-engine.service';
import { AFTERNOON, BOTH, berlin, bookings, MORNING, openingWindows, rules } from './slot-engine-fixtures';

/*
 * The slot engine's rules on one shop's week: today's date, lead time, same-day cut-off, capacity,
 * closed days, the horizon and the windows' order.
 */

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
