import { z } from 'zod';

/** Flag names: lower-case words joined by - _ or . ("new-checkout"). */
export const flagName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'Use a flag name of lower-case letters, digits, - _ or .');

export const flagParams = z.object({ flag: flagName });
export const flagAnswer = z.object({ enabled: z.boolean() });
