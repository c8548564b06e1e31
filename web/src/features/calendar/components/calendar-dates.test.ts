import { describe, expect, it } from 'vitest';
import { addMonths, isDay, monthRange, startOfWeek, weekRange } from './calendar-dates';

describe('calendar dates', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2031-03-13')).toBe('2031-03-10');
    expect(startOfWeek('2031-03-16')).toBe('2031-03-10');
    expect(startOfWeek('2031-03-10')).toBe('2031-03-10');
    expect(weekRange('2031-03-13')).toMatchObject({ start: '2031-03-10', end: '2031-03-16' });
  });

  it('covers a month in whole weeks, never more than the 62 days the server answers', () => {
    const march = monthRange('2031-03-20');
    expect(march.start).toBe('2031-02-24');
    expect(march.end).toBe('2031-04-06');
    expect(march.days).toHaveLength(42);
    for (let month = 0; month < 24; month += 1) {
      expect(monthRange(addMonths('2030-01-15', month)).days.length).toBeLessThanOrEqual(62);
    }
  });

  it('turns months without overflowing short ones', () => {
    expect(addMonths('2031-01-31', 1)).toBe('2031-02-01');
    expect(addMonths('2031-01-05', -1)).toBe('2030-12-01');
  });

  it('accepts only real dates', () => {
    expect(isDay('2031-02-28')).toBe(true);
    expect(isDay('2031-02-30')).toBe(false);
    expect(isDay('tomorrow')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
