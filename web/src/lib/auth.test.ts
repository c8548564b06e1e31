import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch';
import { makeToken } from '../test/jwt';
import { resolveHomePath, session } from './auth';

afterEach(async () => {
  await session.logout();
  vi.unstubAllGlobals();
});

describe('where sign-in leads (docs/product.md, Signing in and sessions)', () => {
  it('goes to the orders when onboarding is completed', async () => {
    session.signIn(makeToken(Date.now() + 15 * 60_000));
    stubFetch(({ url }) =>
      url === '/api/users/onboarding/status' ? json(200, { completed: true }) : undefined,
    );
    await expect(resolveHomePath()).resolves.toBe('/intern/orders');
  });

  it('goes to onboarding when it is not completed', async () => {
    session.signIn(makeToken(Date.now() + 15 * 60_000));
    stubFetch(({ url }) =>
      url === '/api/users/onboarding/status' ? json(200, { completed: false }) : undefined,
    );
    await expect(resolveHomePath()).resolves.toBe('/onboarding');
  });

  it('goes to onboarding when the status check fails', async () => {
    session.signIn(makeToken(Date.now() + 15 * 60_000));
    stubFetch(() => json(500, { message: 'Internal error', code: 'INTERNAL_ERROR', details: {} }));
    await expect(resolveHomePath()).resolves.toBe('/onboarding');
  });
});
