import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  bookingKey,
  disabledDates,
  type ScheduleRules,
  slotProblem,
  todayIn,
} from './slot-engine.service';
import { plusDays } from './slot-engine-fixtures';

/*
 * Generated weeks and instants: availableSlots, slotProblem and disabledDates always agree.
 */

// ---- Property: availableSlots, slotProblem and disabledDates agree with each other. ----

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
