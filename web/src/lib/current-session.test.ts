import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { makeToken } from '../test/jwt';
import { endSession, person, setSessionHint } from '../test/session';
import { session, userOfToken } from './current-session';

afterEach(async () => {
  window.petalEarlyRefresh = undefined;
  await endSession();
});

describe('the refresh index.html asked for early', () => {
  it('is the start-up refresh: the app does not ask again with the cookie it spent', async () => {
    setSessionHint();
    const early = makeToken(Date.now() + 15 * 60_000, 'early');
    window.petalEarlyRefresh = Promise.resolve(
      new Response(JSON.stringify({ access: early, user: person('owner') }), { status: 200 }),
    );
    const { calls } = stubFetch(() =>
      json(500, { message: 'not expected', code: 'UNEXPECTED', details: {} }),
    );

    await expect(session.bootstrap()).resolves.toBe(early);
    expect(calls).toEqual([]);
    expect(userOfToken(early)?.role).toBe('owner');
    expect(window.petalEarlyRefresh).toBeUndefined();
  });

  it('is taken once: the next refresh asks the server', async () => {
    setSessionHint();
    const early = makeToken(Date.now() + 15 * 60_000, 'early');
    const later = makeToken(Date.now() + 15 * 60_000, 'later');
    window.petalEarlyRefresh = Promise.resolve(
      new Response(JSON.stringify({ access: early }), { status: 200 }),
    );
    const { calls } = stubFetch(({ url }) =>
      url === '/api/token/refresh/' ? json(200, { access: later }) : undefined,
    );

    await session.bootstrap();
    await expect(session.refresh()).resolves.toBe(later);
    expect(calls.map((call) => call.url)).toEqual(['/api/token/refresh/']);
  });

  it('refused, signs the visitor out as a refused refresh of the app does', async () => {
    setSessionHint();
    window.petalEarlyRefresh = Promise.resolve(
      new Response(JSON.stringify({ message: 'Please sign in', code: 'NOT_AUTHENTICATED', details: {} }), {
        status: 401,
      }),
    );
    stubFetch(() => undefined);

    await expect(session.bootstrap()).resolves.toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });
});
