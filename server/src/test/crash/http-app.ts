import type { App } from '../../lib/context';

type InjectOptions = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  remoteAddress?: string;
};

/**
 * The part of app.inject the test fixtures use, sent over HTTP to a server in another process, so
 * that the same fixtures (openShop, draftOrder, createProduct …) set up a shop there. The client's
 * address travels in X-Forwarded-For (the server trusts it in these tests).
 */
export function httpApp(baseUrl: string): App {
  const inject = async ({ method, url, headers = {}, payload, remoteAddress }: InjectOptions) => {
    const isRaw = Buffer.isBuffer(payload) || typeof payload === 'string';
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(payload !== undefined && !isRaw ? { 'content-type': 'application/json' } : {}),
        ...(remoteAddress ? { 'x-forwarded-for': remoteAddress } : {}),
        ...headers,
      },
      body:
        payload === undefined
          ? undefined
          : isRaw
            ? typeof payload === 'string'
              ? payload
              : new Uint8Array(payload as Buffer)
            : JSON.stringify(payload),
    });
    const body = await response.text();
    const cookies = response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
    return { statusCode: response.status, body, cookies, json: () => JSON.parse(body) };
  };
  return { inject } as unknown as App;
}
