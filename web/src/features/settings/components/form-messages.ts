import type { z } from 'zod';

/**
 * Friendlier words for the two type errors number fields produce: an empty or non-numeric field (NaN)
 * and a fraction where a whole number belongs. The contract's own messages win everywhere else.
 */
export const numberMessages: z.core.ParseContext<z.core.$ZodIssue> = {
  error: (issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.expected === 'number') return 'Enter a number';
    if (issue.expected === 'int') return 'Use a whole number';
    return undefined;
  },
};
