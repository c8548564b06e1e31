import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING, isSummaryTime, openingTime } from './opening-time';

const window = (weekday: number, start: string, end: string) => ({ weekday, start, end });
// 2031-05-14 is a Wednesday (3).
const day = '2031-05-14';
const wednesday = { day, weekday: 3 };

describe('when the shop opens, for its morning summary', () => {
  it('is the earliest window of the day, deliveries and pickups alike', () => {
    const deliveries = {
      windows: [window(3, '10:00', '12:00'), window(4, '07:00', '09:00')],
      disabledDays: [],
    };
    const pickups = [window(3, '13:00', '17:00'), window(3, '09:30', '11:00')];
    expect(openingTime([deliveries, { windows: pickups, disabledDays: [] }], wednesday)).toBe('09:30');
    // Pickups closed that day: the deliveries' first window opens it.
    expect(openingTime([deliveries, { windows: pickups, disabledDays: [day] }], wednesday)).toBe('10:00');
  });

  it('is none on a day the shop is closed, and 08:00 for a shop with no windows at all', () => {
    expect(openingTime([{ windows: [window(1, '09:00', '12:00')], disabledDays: [] }], wednesday)).toBeNull();
    expect(
      openingTime([{ windows: [window(3, '09:00', '12:00')], disabledDays: ['2031-05-14'] }], wednesday),
    ).toBeNull();
    expect(openingTime([], wednesday)).toBe(DEFAULT_OPENING);
    expect(openingTime([{ windows: [], disabledDays: [] }], wednesday)).toBe(DEFAULT_OPENING);
  });

  it('sends from opening for three hours, never before and never in the evening', () => {
    expect(isSummaryTime('09:00', '08:59')).toBe(false);
    expect(isSummaryTime('09:00', '09:00')).toBe(true);
    expect(isSummaryTime('09:00', '11:59')).toBe(true);
    expect(isSummaryTime('09:00', '12:00')).toBe(false);
    expect(isSummaryTime(null, '10:00')).toBe(false);
  });
});
