import { z } from 'zod';

/** Every error code the API answers with (docs/product.md, Errors). */
export const errorCodes = [
  'VALIDATION_ERROR',
  'NOT_AUTHENTICATED',
  'PERMISSION_DENIED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'PAYMENTS_NOT_CONFIGURED',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/**
 * The body of every non-2xx answer. For VALIDATION_ERROR, `details` maps each
 * offending field name to a sentence a person can act on.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  details: z.record(z.string(), z.unknown()),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
