import fs from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users, userTokens } from '../../db/schema';
import type { App } from '../../lib/context';
import { bearer, cookieFrom, GOOD_PASSWORD, signIn, signUp, signUpOwner } from '../../test/fixtures';
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

const passwordSignIn = (email: string) => signIn(t.app, email, GOOD_PASSWORD);

const info = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', cookies: { petal_refresh: token } });

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

  it('links an existing account whose e-mail is verified; it keeps its password and sessions', async () => {
    const owner = await signUp(t.app);
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, owner.email));
    const { code, sub } = await t.idp.issueCode({ email: owner.email });
    expect((await googleAuth({ code })).statusCode).toBe(200);
    expect(await userByEmail(owner.email)).toMatchObject({ googleSub: sub, emailVerified: true });
    expect((await passwordSignIn(owner.email)).statusCode).toBe(200);
    expect((await info(owner.access)).statusCode).toBe(200);
    expect((await refresh(owner.refresh)).statusCode).toBe(200);
  });

  it('takes over an account whose e-mail nobody verified: its password and every session end', async () => {
    // A stranger registers the address of someone who signs in with Google, and never confirms it.
    const stranger = await signUp(t.app);
    const otherDevice = cookieFrom(await passwordSignIn(stranger.email), 'petal_refresh') ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/users/reset-password/request',
      payload: { email: stranger.email },
      remoteAddress: uniqueIp(),
    });
    expect(reset.statusCode).toBe(200);
    const { code, sub } = await t.idp.issueCode({ email: stranger.email });
    const owner = await googleAuth({ code });
    expect(owner.statusCode).toBe(200);

    expect(await userByEmail(stranger.email)).toMatchObject({
      googleSub: sub,
      emailVerified: true,
      passwordHash: null,
    });
    expect((await passwordSignIn(stranger.email)).statusCode).toBe(401);
    const stale = await info(stranger.access);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('NOT_AUTHENTICATED');
    expect((await refresh(stranger.refresh)).statusCode).toBe(401);
    expect((await refresh(otherDevice)).statusCode).toBe(401);
    const user = await userByEmail(stranger.email);
    const openLinks = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user?.id ?? ''), isNull(userTokens.usedAt)));
    expect(openLinks).toEqual([]);
    // The Google side is the account now.
    const mine = await info(owner.json<{ access: string }>().access);
    expect(mine.json()).toMatchObject({ email: stranger.email, email_verified: true, has_password: false });
    expect((await refresh(cookieFrom(owner, 'petal_refresh') ?? '')).statusCode).toBe(200);
  });

  it('does not take over an unconfirmed account that set up a shop, and changes nothing of it', async () => {
    const stranger = await signUpOwner(t.app);
    const { code } = await t.idp.issueCode({ email: stranger.email });
    const refused = await googleAuth({ code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/never confirmed/);
    expect(await userByEmail(stranger.email)).toMatchObject({ googleSub: null, emailVerified: false });
    expect((await passwordSignIn(stranger.email)).statusCode).toBe(200);
    expect((await info(stranger.access)).statusCode).toBe(200);
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
