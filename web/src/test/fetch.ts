import { vi } from 'vitest';

export type Route = (request: { url: string; init: RequestInit }) => Response | Promise<Response> | undefined;

export const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a function that answers from `routes` (first to return a Response wins) and
 * records every call, so tests assert what was sent over the wire.
 */
export function stubFetch(...routes: Route[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    for (const route of routes) {
      const response = await route({ url, init });
      if (response) return response;
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND', details: {} });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const authHeader = (init: RequestInit) => new Headers(init.headers).get('Authorization');
