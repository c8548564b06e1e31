import { z } from 'zod';

/*
 * How the order forms' values are read: fields arrive as text, and an empty one means "not given";
 * text is trimmed and capped. Shared by the staff's draft (orders.ts) and the customer's submission
 * (order-submission.ts).
 */

export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
