import type { ErrorCode } from '@contract/errors';
import { session } from './current-session';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  /** Send the bearer token and refresh once on 401 (default). Off for sign-in and sign-up. */
  auth?: boolean;
  /** Auth calls include cookies (docs/product.md, Signing in and sessions). */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(path, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    credentials: options.credentials ?? 'same-origin',
    signal: options.signal,
  });
}

/** Calls the API and answers the parsed JSON body (undefined for 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const auth = options.auth ?? true;
  const token = auth ? await session.getAccessToken() : null;
  let response = await send(path, options, token);

  // The token may have expired in a sleeping tab or been revoked: refresh once and try again.
  if (response.status === 401 && token) {
    const fresh = await session.refresh();
    if (fresh) response = await send(path, options, fresh);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
