import { describe, expect, it } from 'vitest';
import { copyDay, sortWindows, suggestWindow, summariseWindows, todayIn, toFormValues } from './weekly-form';

describe('weekly windows helpers', () => {
  it('sorts Monday first and by start time, keeping weekday numbers', () => {
    const sorted = sortWindows([
      { weekday: 0, start: '10:00' },
      { weekday: 1, start: '14:00' },
      { weekday: 6, start: '09:00' },
      { weekday: 1, start: '09:00' },
    ]);
    expect(sorted).toEqual([
      { weekday: 1, start: '09:00' },
      { weekday: 1, start: '14:00' },
      { weekday: 6, start: '09:00' },
      { weekday: 0, start: '10:00' },
    ]);
  });

  it('suggests 09:00–12:00 first, then a window of the same length after the latest', () => {
    expect(suggestWindow([])).toEqual({ start: '09:00', end: '12:00' });
    expect(suggestWindow([{ start: '08:00', end: '10:00' }])).toEqual({ start: '10:00', end: '12:00' });
    // Never past the end of the day.
    expect(suggestWindow([{ start: '18:00', end: '23:00' }])).toEqual({ start: '22:00', end: '23:59' });
  });

  it("copies one day's windows over the windows of the target days", () => {
    const windows = [
      { weekday: 1, start: '09:00', end: '12:00', capacity: 4 },
      { weekday: 2, start: '15:00', end: '18:00', capacity: null },
      { weekday: 6, start: '10:00', end: '13:00', capacity: null },
    ];
    expect(copyDay(windows, 1, [2, 0])).toEqual([
      { weekday: 1, start: '09:00', end: '12:00', capacity: 4 },
      { weekday: 2, start: '09:00', end: '12:00', capacity: 4 },
      { weekday: 6, start: '10:00', end: '13:00', capacity: null },
      { weekday: 0, start: '09:00', end: '12:00', capacity: 4 },
    ]);
  });

  it('turns the saved windows into form values', () => {
    expect(
      toFormValues('pickup', {
        windows: [{ weekday: 3, start: '09:00', end: '10:00', capacity: null }],
        disabled_days: ['2030-12-26', '2030-12-25'],
      }),
    ).toEqual({
      window_type: 'pickup',
      windows: [{ weekday: 3, start: '09:00', end: '10:00', capacity: null }],
      disabled_days: ['2030-12-25', '2030-12-26'],
    });
  });

  it('summarises windows for the overview', () => {
    expect(summariseWindows({ windows: [], disabled_days: [] })).toBe('none yet');
    expect(
      summariseWindows({
        windows: [
          { weekday: 1, start: '09:00', end: '12:00', capacity: null },
          { weekday: 1, start: '12:00', end: '15:00', capacity: null },
          { weekday: 2, start: '09:00', end: '12:00', capacity: null },
        ],
        disabled_days: [],
      }),
    ).toBe('3 windows on 2 days');
  });

  it("tells today's date in the shop's time zone, not the browser's", () => {
    const now = new Date('2030-03-01T23:30:00Z');
    expect(todayIn('Europe/Berlin', now)).toBe('2030-03-02');
    expect(todayIn('America/New_York', now)).toBe('2030-03-01');
  });
});
