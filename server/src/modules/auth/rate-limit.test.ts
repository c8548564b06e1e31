import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signUp } from '../../test/fixtures';
import { setupTestApp, uniqueEmail, uniqueIp } from '../../test/test-app';
import { ACCOUNT_FAILURES } from './auth.service';

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

  it('locks an account after repeated failures from many addresses, even for the right password', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < ACCOUNT_FAILURES.max; i++) {
      expect((await login(email, 'wrong-password-x', uniqueIp())).statusCode).toBe(401);
    }
    const limited = await login(email, GOOD_PASSWORD, uniqueIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
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
