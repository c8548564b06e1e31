import { toApiError } from './api-error';

/*
 * A call to the API without a session: the customer's pages (the order page, docs/decisions/080)
 * use this alone, so they do not download the back office's session handling (tokens, refresh,
 * the offline check). The back office's calls go through api-client.ts, which sends with it.
 */

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

export async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
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

/** Calls the API as nobody in particular and answers the parsed JSON body (undefined for 204). */
export async function publicRequest<T>(path: string, options: Omit<RequestOptions, 'auth'> = {}): Promise<T> {
  return readAnswer<T>(await send(path, options, null));
}

/** The parsed JSON body of a 2xx answer (undefined for 204), else the API's error. */
export async function readAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
