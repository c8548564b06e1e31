import type { ErrorCode } from '@contract/errors';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  NOT_AUTHENTICATED: 401,
  PERMISSION_DENIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENTS_NOT_CONFIGURED: 503,
  INTERNAL_ERROR: 500,
};

/** The one error type services throw; the error handler turns it into `{message, code, details}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown>;
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    details: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.statusCode = statusByCode[code];
    this.headers = headers;
  }
}

export const notFound = (what = 'resource') => new AppError('NOT_FOUND', `The ${what} was not found`);

export const fieldError = (field: string, message: string, code: ErrorCode = 'VALIDATION_ERROR') =>
  new AppError(code, message, { [field]: message });

export { statusByCode };
