import { z } from 'zod';

export const windowTypes = ['delivery', 'pickup'] as const;
export const windowTypeSchema = z.enum(windowTypes, { error: 'Choose delivery or pickup' });
export type WindowType = (typeof windowTypes)[number];

/** A time of day, "HH:MM", 00:00 to 23:59. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

/** A calendar date, "YYYY-MM-DD", that exists. */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-24')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist');

export const timeWindow = z.object({
  /** 0 = Sunday … 6 = Saturday */
  weekday: z
    .number({ error: 'Choose a weekday' })
    .int()
    .min(0, 'Use a weekday from 0 (Sunday) to 6')
    .max(6, 'Use a weekday from 0 (Sunday) to 6'),
  start: timeOfDaySchema,
  end: timeOfDaySchema,
  /** Orders this window takes on one date; absent or null means no limit. */
  capacity: z.number().int().min(1, 'Use a capacity of at least 1').max(10_000).nullable().optional(),
});
export type TimeWindow = z.infer<typeof timeWindow>;

/** The label customers choose: "09:00-12:00". */
export const slotLabel = (window: Pick<TimeWindow, 'start' | 'end'>) => `${window.start}-${window.end}`;

export const weeklyWindowsInput = z
  .object({
    window_type: windowTypeSchema,
    windows: z.array(timeWindow).max(100, 'Use at most 100 windows'),
    disabled_days: z.array(dateSchema).max(400, 'Use at most 400 closed days').default([]),
  })
  .superRefine((input, ctx) => {
    input.windows.forEach((window, index) => {
      if (window.end <= window.start) {
        ctx.addIssue({ code: 'custom', path: ['windows', index, 'end'], message: 'End after the start' });
      }
    });
    input.windows.forEach((window, index) => {
      const overlapping = input.windows.findIndex(
        (other, j) =>
          j < index &&
          other.weekday === window.weekday &&
          other.start < window.end &&
          window.start < other.end,
      );
      if (overlapping >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', index, 'start'],
          message: `Overlaps ${slotLabel(input.windows[overlapping] as TimeWindow)} on the same day`,
        });
      }
    });
  });
export type WeeklyWindowsInput = z.input<typeof weeklyWindowsInput>;

export const weeklyWindows = z.object({
  windows: z.array(timeWindow.extend({ capacity: z.number().int().nullable() })),
  disabled_days: z.array(z.string()),
});
export type WeeklyWindows = z.infer<typeof weeklyWindows>;

/** GET /api/business/order-time */
export const orderTime = z.object({ delivery: weeklyWindows, pickup: weeklyWindows });
export type OrderTime = z.infer<typeof orderTime>;

/** GET /api/orders/{uuid}/disabled-dates and the settings preview. */
export const disabledDates = z.object({
  /** Weekdays without any window (0 = Sunday). */
  weekdays: z.array(z.number().int()),
  /** Dates between first_date and last_date that are closed or full. */
  dates: z.array(z.string()),
  /** Today in the shop's time zone, and the last date orders may be placed for. */
  first_date: z.string(),
  last_date: z.string(),
});
export type DisabledDates = z.infer<typeof disabledDates>;

export const slotsQuery = z.object({ date: dateSchema, window_type: windowTypeSchema });
export const disabledDatesQuery = z.object({ window_type: windowTypeSchema });
