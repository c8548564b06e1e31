import type { ErrorCode } from '@contract/errors';

/** A failed answer of the API: the server's message, code and details (docs/product.md, Errors). */
export class ApiError extends Error {
  readonly code: ErrorCode | undefined;
  readonly details: Record<string, unknown>;
  readonly status: number;

  constructor(init: {
    message: string;
    code?: ErrorCode;
    details?: Record<string, unknown>;
    status: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.details = init.details ?? {};
    this.status = init.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Turns a non-2xx response into an ApiError; a body that is not JSON keeps the HTTP status line. */
export async function toApiError(response: Response): Promise<ApiError> {
  const fallback = `API error: ${response.status} ${response.statusText}`;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return new ApiError({ message: fallback, status: response.status });
  }
  if (!isRecord(body)) return new ApiError({ message: fallback, status: response.status });
  return new ApiError({
    message: typeof body.message === 'string' && body.message ? body.message : fallback,
    code: typeof body.code === 'string' ? (body.code as ErrorCode) : undefined,
    details: isRecord(body.details) ? body.details : {},
    status: response.status,
  });
}
