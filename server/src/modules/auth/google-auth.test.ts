import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { App } from '../../lib/context';
import { bearer, GOOD_PASSWORD, signUp } from '../../test/fixtures';
import { startOpenIdStandIn } from '../../test/openid-stand-in';
import { openTestDatabase, setupTestApp, testConfig, uniqueEmail, uniqueIp } from '../../test/test-app';

const CLIENT_ID = 'petal-test.apps.example';
const CLIENT_SECRET = 'stand-in-secret';
const PUBLIC_URL = 'https://app.petal.example';

const t = {} as {
  app: App;
  database: Database;
  config: Config;
  idp: Awaited<ReturnType<typeof startOpenIdStandIn>>;
};
beforeAll(async () => {
  t.idp = await startOpenIdStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  t.config = testConfig({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: t.idp.issuer,
    PUBLIC_URL,
  });
  t.database = await openTestDatabase();
  t.app = await buildApp({ config: t.config, database: t.database, logger: false });
});
afterAll(async () => {
  await t.app?.close();
  await t.database?.close();
  await t.idp?.close();
  if (t.config) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});
const withoutGoogle = setupTestApp();

const googleAuth = (payload: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/users/google-auth',
    payload: payload as object,
    remoteAddress: uniqueIp(),
  });

const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('Google sign-in', () => {
  it('creates an account for a new Google user, signs them in and sends them to onboarding', async () => {
    const email = uniqueEmail('google');
    const { code, sub } = await t.idp.issueCode({
      email: email.toUpperCase(),
      given_name: 'Maya',
      family_name: 'Lind',
    });
    const response = await googleAuth({ code, redirect_uri: `${PUBLIC_URL}/login` });
    expect(response.statusCode).toBe(200);
    const { access } = response.json<{ access: string }>();
    expect(response.cookies.find((c) => c.name === 'petal_refresh')?.value).toBeTruthy();

    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(info.json()).toMatchObject({
      email,
      first_name: 'Maya',
      last_name: 'Lind',
      email_verified: true,
      role: null,
    });
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/users/onboarding/status',
      headers: bearer(access),
    });
    expect(status.json()).toEqual({ completed: false });
    expect((await userByEmail(email))?.googleSub).toBe(sub);
    expect(t.idp.tokenRequests.at(-1)).toMatchObject({
      code,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      redirect_uri: `${PUBLIC_URL}/login`,
      grant_type: 'authorization_code',
    });
  });

  it('signs the same person into the same account next time', async () => {
    const email = uniqueEmail('google');
    const first = await t.idp.issueCode({ email });
    const one = (await googleAuth({ code: first.code })).json<{ access: string }>();
    const second = await t.idp.issueCode({ email, sub: first.sub });
    const two = (await googleAuth({ code: second.code })).json<{ access: string }>();
    const id = async (access: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) })).json<{
        id: string;
      }>().id;
    expect(await id(two.access)).toBe(await id(one.access));
  });

  it('links an existing password account with the same e-mail, which keeps its password', async () => {
    const { email } = await signUp(t.app);
    const { code, sub } = await t.idp.issueCode({ email });
    expect((await googleAuth({ code })).statusCode).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ googleSub: sub, emailVerified: true });
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: email, password: GOOD_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(password.statusCode).toBe(200);
  });

  it('refuses a forged signature, another audience, another issuer, an expired token and an unverified e-mail', async () => {
    const emails = ['forged', 'audience', 'issuer', 'expired', 'unverified'].map((label) =>
      uniqueEmail(label),
    );
    const cases = [
      await t.idp.issueCode({ email: emails[0] }, { forged: true }),
      await t.idp.issueCode({ email: emails[1] }, { audience: 'someone-else.apps.example' }),
      await t.idp.issueCode({ email: emails[2] }, { iss: 'https://evil.example' }),
      await t.idp.issueCode({ email: emails[3] }, { expiresIn: Math.floor(Date.now() / 1000) - 600 }),
      await t.idp.issueCode({ email: emails[4], email_verified: false }),
    ];
    for (const [index, { code }] of cases.entries()) {
      const response = await googleAuth({ code });
      expect(response.statusCode, emails[index]).toBe(401);
      expect(response.json().code).toBe('NOT_AUTHENTICATED');
      expect(response.cookies.find((c) => c.name === 'petal_refresh')).toBeUndefined();
      expect(await userByEmail(emails[index] as string)).toBeUndefined();
    }
  });

  it('refuses a used code, a foreign redirect address and a missing code', async () => {
    const { code } = await t.idp.issueCode({ email: uniqueEmail('google') });
    expect((await googleAuth({ code })).statusCode).toBe(200);
    const reused = await googleAuth({ code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toContain('did not accept');

    const fresh = await t.idp.issueCode({ email: uniqueEmail('google') });
    const foreign = await googleAuth({ code: fresh.code, redirect_uri: 'https://evil.example/login' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details).toHaveProperty('redirect_uri');
    expect((await googleAuth({})).statusCode).toBe(400);
  });

  it('does not let a deactivated account in', async () => {
    const { email } = await signUp(t.app);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const { code } = await t.idp.issueCode({ email });
    const response = await googleAuth({ code });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('deactivated');
  });

  it('says Google sign-in is not set up when the server has no Google settings', async () => {
    const response = await googleAuth({ code: 'anything' }, withoutGoogle.app);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Google sign-in is not set up on this server',
    });
  });
});
