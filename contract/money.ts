import { z } from 'zod';

/** Money on the wire: a decimal number in the shop's currency with at most two decimals (39.90). */
export const moneySchema = z
  .number({ error: 'Enter an amount' })
  .min(0, 'Use an amount of 0 or more')
  .max(1_000_000, 'Use an amount below 1 000 000')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Use at most two decimals');
