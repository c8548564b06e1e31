import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUp } from '../../test/fixtures';
import { setupTestApp, uniqueEmail, uniqueIp } from '../../test/test-app';
import { ACCOUNT_FAILURES, signIn, slowdownMs } from './auth.service';

// A small per-IP budget for this file only.
const t = setupTestApp({ AUTH_RATE_LIMIT: '3' });

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, remoteAddress });

describe('rate limits on sign-in and sign-up', () => {
  it('allows AUTH_RATE_LIMIT attempts per IP a minute, then answers 429 with Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      expect((await login(uniqueEmail(), 'whatever-password', ip)).statusCode).toBe(401);
    }
    const limited = await login(uniqueEmail(), 'whatever-password', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await login(uniqueEmail(), 'whatever-password', uniqueIp())).statusCode).toBe(401);
  });

  it('counts sign-ups and sign-ins against one budget per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { email: uniqueEmail(), password: GOOD_PASSWORD },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await login(uniqueEmail(), 'whatever-password', ip)).statusCode).toBe(429);
  });

  it('does not lock the owner out after failures on their account from several addresses', async () => {
    const { email } = await signUp(t.app);
    // Below the per-IP budget of this file: three tries a minute per address, the guesser's and others'.
    const guesser = Array.from({ length: 4 }, () => uniqueIp());
    for (let i = 0; i < ACCOUNT_FAILURES.max; i++) {
      const ip = guesser[i % guesser.length] as string;
      expect((await login(email, 'wrong-password-x', ip)).statusCode).toBe(401);
    }
    const owner = await login(email, GOOD_PASSWORD, uniqueIp());
    expect(owner.statusCode).toBe(200);
  });

  it('refuses a client that failed repeatedly on an account, even with the right password, and no one else', async () => {
    const { email } = await signUp(t.app);
    const attempt = (password: string, client: string) =>
      signIn(t.database.db, { input: { username: email, password }, refreshDays: 1, client }).then(
        () => 'signed in',
        (error: { code?: string }) => error.code,
      );
    for (let i = 0; i < ACCOUNT_FAILURES.max; i++) {
      expect(await attempt('wrong-password-x', '203.0.113.9')).toBe('NOT_AUTHENTICATED');
    }
    expect(await attempt(GOOD_PASSWORD, '203.0.113.9')).toBe('RATE_LIMITED');
    expect(await attempt(GOOD_PASSWORD, '203.0.113.10')).toBe('signed in');
  });

  it('slows every try on an account that failed from many addresses, and locks no one out', async () => {
    const { email } = await signUp(t.app);
    const failures = ACCOUNT_FAILURES.max;
    for (let i = 0; i < failures; i++) {
      expect((await login(email, 'wrong-password-x', uniqueIp())).statusCode).toBe(401);
    }
    const started = performance.now();
    const owner = await login(email, GOOD_PASSWORD, uniqueIp());
    expect(owner.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowdownMs(failures) - 20);
    expect(slowdownMs(failures)).toBeGreaterThan(0);
  });

  it('keeps the count in the database, so a second app process sees it', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await login(uniqueEmail(), 'whatever-password', ip);
    const { buildApp } = await import('../../app');
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const response = await second.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: uniqueEmail(), password: 'whatever-password' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
