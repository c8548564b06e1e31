import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { bearer, cookieFrom, GOOD_PASSWORD, signUp } from '../../test/fixtures';
import { setupTestApp, uniqueEmail, uniqueIp } from '../../test/test-app';

const t = setupTestApp();

const register = (payload: unknown, remoteAddress = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/users/register', payload: payload as object, remoteAddress });
const login = (username: string, password: string, remoteAddress = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/token/', payload: { username, password }, remoteAddress });
const refresh = (token: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/refresh/',
    cookies: token ? { petal_refresh: token } : {},
  });

describe('register', () => {
  it('creates the account, answers an access token and sets the refresh and hint cookies', async () => {
    const email = uniqueEmail();
    const response = await register({ email: `  ${email.toUpperCase()} `, password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json().access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const refreshCookie = response.cookies.find((c) => c.name === 'petal_refresh');
    expect(refreshCookie).toMatchObject({ httpOnly: true, path: '/api/token', sameSite: 'Lax' });
    expect(response.cookies.find((c) => c.name === 'petal_session')).toMatchObject({ value: '1', path: '/' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['a short password', { password: 'short1!' }, 'password', 'at least 10'],
    ['a common password', { password: 'password123' }, 'password', 'too common'],
    ['the e-mail as password', { password: 'EMAIL' }, 'password', 'e-mail'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email', 'valid e-mail'],
    ['a missing e-mail', { email: undefined }, 'email', ''],
    ['a 200-character password', { password: 'x'.repeat(200) }, 'password', 'at most 128'],
  ])('refuses %s, naming the field', async (_case, override, field, words) => {
    const email = uniqueEmail('rules');
    const payload = { email, password: GOOD_PASSWORD, ...override };
    if (payload.password === 'EMAIL') payload.password = email;
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details[field]).toEqual(expect.stringContaining(words));
  });

  it('refuses a duplicate e-mail, whatever its case, with a clear conflict', async () => {
    const { email } = await signUp(t.app);
    const response = await register({ email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      details: { email: expect.stringContaining('already exists') },
    });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('sign in', () => {
  it('signs in with the e-mail as username and a right password', async () => {
    const { email } = await signUp(t.app);
    const response = await login(email, GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(response.json().access),
    });
    expect(info.json()).toMatchObject({ email, role: null, business_id: null, onboarding_completed: false });
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { email } = await signUp(t.app);
    const wrong = await login(email, 'not-the-password-1');
    const unknown = await login(uniqueEmail('nobody'), 'not-the-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('NOT_AUTHENTICATED');
  });

  it('refuses a deactivated user and stops their access token at once', async () => {
    const { email, access } = await signUp(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(403);
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(info.statusCode).toBe(401);
  });

  it('refuses a forged or malformed bearer token', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    for (const token of [forged, 'garbage']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_AUTHENTICATED');
    }
  });
});

describe('refresh', () => {
  it('answers a new access token and rotates the refresh token', async () => {
    const { refresh: first } = await signUp(t.app);
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const second = cookieFrom(response, 'petal_refresh');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(response.json().access),
    });
    expect(info.statusCode).toBe(200);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it('describes the signed-in user as /api/users/info does, so the app starts in one round trip', async () => {
    const { refresh: first } = await signUp(t.app);
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const { access, user } = response.json();
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(user).toEqual(info.json());
    expect(Object.keys(response.json()).sort()).toEqual(['access', 'user']);
  });

  it('revokes the whole family when a rotated token is reused after the grace period', async () => {
    const { refresh: first } = await signUp(t.app);
    const second = cookieFrom(await refresh(first), 'petal_refresh');
    // Age the rotation beyond the grace period, as a thief replaying an old cookie would.
    await t.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, sha256(first)));
    const reuse = await refresh(first);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('NOT_AUTHENTICATED');
    // The legitimate newer token is dead too.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('gives two tabs refreshing with the same token at once both a session', async () => {
    const { refresh: token } = await signUp(t.app);
    const [a, b] = await Promise.all([refresh(token), refresh(token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await refresh(cookieFrom(a, 'petal_refresh'))).statusCode).toBe(200);
  });

  it('refuses no cookie, an unknown cookie and an expired token', async () => {
    expect((await refresh(undefined)).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
    const { refresh: token, email } = await signUp(t.app);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, user?.id ?? ''));
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('refuses to refresh a deactivated user', async () => {
    const { refresh: token, email } = await signUp(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    expect((await refresh(token)).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the session and clears the cookies', async () => {
    const { refresh: token } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token/logout/',
      cookies: { petal_refresh: token },
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'petal_refresh')?.value).toBe('');
    expect((await refresh(token)).statusCode).toBe(401);
  });

  it('answers 204 without a session too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/token/logout' });
    expect(response.statusCode).toBe(204);
  });
});

function sha256(token: string) {
  return createHash('sha256').update(token).digest('hex');
}
