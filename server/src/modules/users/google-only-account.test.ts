import crypto from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { createAccessTokens } from '../../lib/access-tokens';
import type { App } from '../../lib/context';
import { bearer, cookieFrom, GOOD_PASSWORD } from '../../test/fixtures';
import { startOpenIdStandIn } from '../../test/openid-stand-in';
import { linkIn, TestSmtp } from '../../test/smtp';
import { openTestDatabase, testConfig, uniqueIp } from '../../test/test-app';
import { GOOGLE_PROOF_MINUTES } from './account.service';

/**
 * An account that only signs in with Google has no password to confirm sensitive changes with:
 * a session alone (maybe a borrowed one) must not add a password or move the address.
 */

const CLIENT_ID = 'petal-test.apps.example';
const CLIENT_SECRET = 'stand-in-secret';
const domain = `mail-${crypto.randomUUID().slice(0, 8)}.petal-test.example`;
const email = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@${domain}`;

const t = {} as {
  app: App;
  database: Database;
  config: Config;
  smtp: TestSmtp;
  idp: Awaited<ReturnType<typeof startOpenIdStandIn>>;
};
beforeAll(async () => {
  t.idp = await startOpenIdStandIn({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET });
  t.smtp = await TestSmtp.listen();
  t.config = testConfig({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
    GOOGLE_ISSUER: t.idp.issuer,
    SMTP_URL: t.smtp.url,
  });
  t.database = await openTestDatabase();
  t.app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    mailRecipients: `%@${domain}`,
  });
});
afterAll(async () => {
  await t.app?.close();
  await t.database?.close();
  await t.idp?.close();
  await t.smtp?.stop();
  if (t.config) fs.rmSync(t.config.dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: object, access?: string, cookies?: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: access ? bearer(access) : {},
    ...(cookies ? { cookies } : {}),
    remoteAddress: uniqueIp(),
  });

/** A new Google-only account, signed in with Google just now. */
async function googleAccount() {
  const address = email('google');
  const { code } = await t.idp.issueCode({ email: address });
  const response = await post('/api/users/google-auth', { code });
  expect(response.statusCode).toBe(200);
  return {
    email: address,
    access: response.json<{ access: string }>().access,
    refresh: cookieFrom(response, 'petal_refresh') ?? '',
  };
}

const info = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });

describe('a Google-only account', () => {
  it('sets its first password through an e-mailed link, not with its session alone', async () => {
    const account = await googleAccount();
    const direct = await post(
      '/api/users/update-password',
      { password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD },
      account.access,
    );
    expect(direct.statusCode).toBe(403);
    expect(direct.json()).toMatchObject({ code: 'PERMISSION_DENIED', details: { password_link: true } });
    expect((await info(account.access)).json()).toMatchObject({ has_password: false });

    const asked = await post('/api/users/set-password/request', {}, account.access);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain(account.email);
    await t.app.mail.flush();
    const mail = t.smtp.to(account.email).at(-1);
    expect(mail?.subject).toBe('Choose a password for Petal');
    const { token } = linkIn(mail, 'reset-password/confirm');

    const chosen = await post('/api/users/reset-password/confirm', {
      token,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
    });
    expect(chosen.statusCode).toBe(200);
    const signIn = await post('/api/token/', { username: account.email, password: GOOD_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    // Choosing it ended the sessions that existed, as any password reset does.
    expect((await info(account.access)).statusCode).toBe(401);
    expect((await info(signIn.json().access)).json()).toMatchObject({ has_password: true });
  });

  it('asks for the link without a session: 401', async () => {
    expect((await post('/api/users/set-password/request', {})).statusCode).toBe(401);
  });

  it(`moves its e-mail only within ${GOOGLE_PROOF_MINUTES} minutes of a Google sign-in in this session`, async () => {
    const account = await googleAccount();
    const next = email('moved');
    const move = (access: string) =>
      post('/api/users/update-info', { first_name: 'Maya', last_name: 'Lind', email: next }, access);

    // A refreshed session: signed in, but no fresh proof.
    const refreshed = await post('/api/token/refresh/', {}, undefined, { petal_refresh: account.refresh });
    expect(refreshed.statusCode).toBe(200);
    const plain = await move(refreshed.json().access);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toMatchObject({
      code: 'PERMISSION_DENIED',
      details: { proof: 'google', email: expect.stringContaining('sign in with Google again') },
    });

    // A Google sign-in of long ago does not count either.
    const [row] = await t.database.db.select().from(users).where(eq(users.email, account.email));
    const tokens = createAccessTokens(t.config.jwtSecret ?? '', 900);
    const old = await tokens.sign({
      userId: row?.id ?? '',
      sessionVersion: row?.sessionVersion ?? 0,
      googleAuthAt: Date.now() - (GOOGLE_PROOF_MINUTES + 1) * 60_000,
    });
    expect((await info(old)).statusCode).toBe(200);
    expect((await move(old)).statusCode).toBe(403);
    expect((await info(account.access)).json()).toMatchObject({ email: account.email });

    // Names alone need no proof.
    const names = await post('/api/users/update-info', { first_name: 'Maya', last_name: 'L' }, old);
    expect(names.statusCode).toBe(200);

    const moved = await move(account.access);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: next, email_verified: false });
  });
});
