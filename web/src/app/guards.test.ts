import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../lib/current-session';
import { userInfoQuery } from '../lib/current-user';
import { queryClient } from '../lib/query-client';
import { authHeader, json, stubFetch } from '../test/fetch';
import { makeToken } from '../test/jwt';
import { endSession, person, setSessionHint } from '../test/session';
import { internLoader } from './guards';

const owner = person('owner');

afterEach(endSession);

describe('the back office guard after a reload', () => {
  it('takes the user the start-up refresh described, without asking /api/users/info', async () => {
    setSessionHint();
    const access = makeToken(Date.now() + 15 * 60_000);
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/token/refresh/') return json(200, { access, user: owner });
      return json(500, { message: 'not expected', code: 'UNEXPECTED', details: {} });
    });

    await session.bootstrap();
    await expect(internLoader()).resolves.toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/token/refresh/']);
    expect(queryClient.getQueryData(userInfoQuery.queryKey)).toEqual(owner);
  });

  it('asks /api/users/info when the token came from a sign-in, not a refresh that described the user', async () => {
    const access = makeToken(Date.now() + 15 * 60_000, 'signed-in');
    session.signIn(access);
    const { calls } = stubFetch(({ url, init }) =>
      url === '/api/users/info' && authHeader(init) === `Bearer ${access}` ? json(200, owner) : undefined,
    );

    await expect(internLoader()).resolves.toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/users/info']);
  });

  it('asks /api/users/info after a refresh that answered the token alone', async () => {
    setSessionHint();
    const access = makeToken(Date.now() + 15 * 60_000, 'refreshed');
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/token/refresh/') return json(200, { access });
      if (url === '/api/users/info') return json(200, owner);
      return undefined;
    });

    await session.bootstrap();
    await expect(internLoader()).resolves.toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/token/refresh/', '/api/users/info']);
  });
});
