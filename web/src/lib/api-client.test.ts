import { SESSION_HINT_COOKIE } from '@contract/cookies';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHeader, json, stubFetch } from '../test/fetch';
import { makeToken } from '../test/jwt';
import { ApiError, apiRequest, toApiError } from './api-client';
import { session } from './current-session';
import { hasSessionHint } from './session-cookie';

afterEach(async () => {
  await session.logout();
  vi.unstubAllGlobals();
});

describe('error mapping', () => {
  it("turns the server's JSON error body into an ApiError", async () => {
    stubFetch(() =>
      json(400, {
        message: 'Check the fields',
        code: 'VALIDATION_ERROR',
        details: { url: 'Use at least 3 characters' },
      }),
    );
    const error = await apiRequest('/api/business/', { method: 'PUT', body: { url: 'a' } }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Check the fields',
      code: 'VALIDATION_ERROR',
      status: 400,
      details: { url: 'Use at least 3 characters' },
    });
  });

  it('uses "API error: {status} {statusText}" when the body is not JSON', async () => {
    const response = new Response('<html>Bad gateway</html>', {
      status: 502,
      statusText: 'Bad Gateway',
      headers: { 'Content-Type': 'text/html' },
    });
    const error = await toApiError(response);
    expect(error.message).toBe('API error: 502 Bad Gateway');
    expect(error.code).toBeUndefined();
    expect(error.status).toBe(502);
    expect(error.details).toEqual({});
  });

  it('answers the parsed body on success and nothing for 204', async () => {
    stubFetch(({ url }) =>
      url === '/api/health' ? json(200, { status: 'ok' }) : new Response(null, { status: 204 }),
    );
    await expect(apiRequest('/api/health', { auth: false })).resolves.toEqual({ status: 'ok' });
    await expect(apiRequest('/api/token/logout/', { method: 'POST', auth: false })).resolves.toBeUndefined();
  });
});

describe('authentication', () => {
  it('sends the bearer token and JSON bodies', async () => {
    const token = makeToken(Date.now() + 15 * 60_000);
    session.signIn(token);
    const { calls } = stubFetch(() => json(201, { id: 'b1' }));
    await apiRequest('/api/users/onboarding/create-business', { method: 'POST', body: { name: 'Fern' } });
    const init = calls[0]?.init ?? {};
    expect(authHeader(init)).toBe(`Bearer ${token}`);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"Fern"}');
  });

  it('sends auth calls without a bearer and with cookies', async () => {
    session.signIn(makeToken(Date.now() + 15 * 60_000));
    const { calls } = stubFetch(() => json(200, { access: 'x' }));
    await apiRequest('/api/token/', { method: 'POST', body: {}, auth: false, credentials: 'include' });
    expect(authHeader(calls[0]?.init ?? {})).toBeNull();
    expect(calls[0]?.init.credentials).toBe('include');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const stale = makeToken(Date.now() + 15 * 60_000, 'stale');
    const fresh = makeToken(Date.now() + 15 * 60_000, 'fresh');
    session.signIn(stale);
    const { calls } = stubFetch(({ url, init }) => {
      if (url === '/api/token/refresh/') return json(200, { access: fresh });
      if (authHeader(init) === `Bearer ${fresh}`) return json(200, { id: 'u1' });
      return json(401, { message: 'Token expired', code: 'NOT_AUTHENTICATED', details: {} });
    });

    await expect(apiRequest('/api/users/info')).resolves.toEqual({ id: 'u1' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/users/info',
      '/api/token/refresh/',
      '/api/users/info',
    ]);
    expect(calls[1]?.init.credentials).toBe('include');
  });

  it('keeps the session and its hint when a refresh’s answer is cut off before its body', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the hint cookie is plain by design.
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    const cutOff = new ReadableStream({
      start(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    stubFetch(({ url }) =>
      url === '/api/token/refresh/' ? new Response(cutOff, { status: 200 }) : undefined,
    );
    const signedOut = vi.fn();
    const stop = session.subscribe((event) => event.type === 'signed-out' && signedOut());

    expect(await session.bootstrap()).toBeNull();
    stop();
    expect(signedOut).not.toHaveBeenCalled();
    expect(hasSessionHint()).toBe(true);
  });

  it('gives up after one failed refresh and signs out', async () => {
    session.signIn(makeToken(Date.now() + 15 * 60_000));
    const { calls } = stubFetch(({ url }) =>
      url === '/api/token/refresh/'
        ? json(401, { message: 'Session ended', code: 'NOT_AUTHENTICATED', details: {} })
        : json(401, { message: 'Token revoked', code: 'NOT_AUTHENTICATED', details: {} }),
    );

    const error = await apiRequest('/api/users/info').catch((e) => e);
    expect(error).toMatchObject({ status: 401, code: 'NOT_AUTHENTICATED', message: 'Token revoked' });
    expect(calls.map((call) => call.url)).toEqual(['/api/users/info', '/api/token/refresh/']);
    expect(session.isSignedIn()).toBe(false);
  });
});
