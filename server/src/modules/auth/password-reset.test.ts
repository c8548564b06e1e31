import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox, users, userTokens } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { GOOD_PASSWORD, signIn, signUp } from '../../test/fixtures';
import { linkIn, setupMailTestApp } from '../../test/smtp';
import { testConfig, uniqueIp } from '../../test/test-app';
import { RESET_REQUESTS_PER_EMAIL } from './password-reset.service';

const t = setupMailTestApp();

const NEW_PASSWORD = 'tulips-in-april-2031';

const requestReset = (email: string, remoteAddress = uniqueIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/reset-password/request',
    payload: { email },
    remoteAddress,
  });

const confirmReset = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/reset-password/confirm',
    payload,
    remoteAddress: uniqueIp(),
  });

const login = (username: string, password: string) => signIn(t.app, username, password);

/** Signs up, asks for a reset and answers the token of the link that arrived by SMTP. */
async function resetLinkFor() {
  const user = await signUp(t.app, t.email());
  expect((await requestReset(user.email)).statusCode).toBe(200);
  await t.app.mail.flush();
  const mail = t.smtp.to(user.email).find((m) => m.subject === 'Reset your Petal password');
  return { ...user, ...linkIn(mail, 'reset-password/confirm') };
}

const userRow = async (email: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

describe('request a reset', () => {
  it('answers an existing and an unknown e-mail identically, and mails only the existing one', async () => {
    const { email } = await signUp(t.app, t.email());
    const unknown = t.email('nobody');
    const known = await requestReset(email);
    const stranger = await requestReset(unknown);
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.body).toBe(stranger.body);
    expect(known.json().message).toMatch(/If an account exists/);

    await t.app.mail.flush();
    const mails = t.smtp.to(email).filter((m) => m.subject === 'Reset your Petal password');
    expect(mails).toHaveLength(1);
    expect(t.smtp.to(unknown)).toHaveLength(0);
    const [mail] = mails;
    // Plain text and HTML, from Petal's own address.
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Petal', address: 'no-reply@petal.local' });
    const { url, token } = linkIn(mail, 'reset-password/confirm');
    expect(url).toBe(`${t.config.publicUrl}/reset-password/confirm/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(mail?.html).toContain(url);
  });

  it('stores only the hash of the token, valid for one hour', async () => {
    const { email, token } = await resetLinkFor();
    const user = await userRow(email);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'reset_password')));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row?.email).toBe(email);
    const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(60, 0);
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const response = await requestReset('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { email: expect.any(String) },
    });
  });

  it(`allows ${RESET_REQUESTS_PER_EMAIL.max} requests per e-mail an hour, known or not`, async () => {
    for (const email of [(await signUp(t.app, t.email())).email, t.email('nobody')]) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL.max; i++) {
        expect((await requestReset(email)).statusCode).toBe(200);
      }
      const limited = await requestReset(email);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('RATE_LIMITED');
      expect(limited.headers['retry-after']).toBeDefined();
    }
  });

  it('counts against the per-IP budget of sign-in and sign-up', async () => {
    const strict = await buildApp({
      config: testConfig({ AUTH_RATE_LIMIT: '2' }),
      database: t.database,
      logger: false,
    });
    try {
      const ip = uniqueIp();
      const ask = () =>
        strict.inject({
          method: 'POST',
          url: '/api/users/reset-password/request',
          payload: { email: t.email('nobody') },
          remoteAddress: ip,
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
      const signIn = await strict.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: t.email(), password: 'whatever-password' },
        remoteAddress: ip,
      });
      expect(signIn.statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('confirm a reset', () => {
  it('sets the new password once, ends every other session and confirms the address', async () => {
    const { email, token, refresh } = await resetLinkFor();
    expect((await userRow(email)).emailVerified).toBe(false);

    const response = await confirmReset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/password has been changed/);

    const user = await userRow(email);
    expect(await verifyPassword(user.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(user.emailVerified).toBe(true);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    // The session that existed before the reset is over.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      cookies: { petal_refresh: refresh },
    });
    expect(refreshed.statusCode).toBe(401);

    // The link works once.
    const again = await confirmReset({
      token,
      password: 'another-one-2032',
      confirm_password: 'another-one-2032',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { token: expect.any(String) } });
    expect(await verifyPassword((await userRow(email)).passwordHash, NEW_PASSWORD)).toBe(true);
  });

  it('voids older reset links of the user once one is used', async () => {
    const first = await resetLinkFor();
    await requestReset(first.email);
    await t.app.mail.flush();
    const second = linkIn(t.smtp.to(first.email).at(-1), 'reset-password/confirm');
    expect(second.token).not.toBe(first.token);
    const password = { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    expect((await confirmReset({ token: second.token, ...password })).statusCode).toBe(200);
    expect((await confirmReset({ token: first.token, ...password })).statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const { email, token } = await resetLinkFor();
    const user = await userRow(email);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const response = await confirmReset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.token).toMatch(/expired/);
    expect(await verifyPassword((await userRow(email)).passwordHash, GOOD_PASSWORD)).toBe(true);
  });

  it('refuses an unknown token and a verification token', async () => {
    const made = await confirmReset({
      token: 'x'.repeat(43),
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().code).toBe('VALIDATION_ERROR');

    const { email } = await signUp(t.app, t.email());
    await t.app.mail.flush();
    const verify = linkIn(t.smtp.to(email)[0], 'verify-email');
    const wrongKind = await confirmReset({
      token: verify.token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('refuses passwords that do not match, naming confirm_password, and keeps the link', async () => {
    const { token } = await resetLinkFor();
    const response = await confirmReset({
      token,
      password: NEW_PASSWORD,
      confirm_password: 'tulips-in-may-2031',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { confirm_password: 'The passwords do not match' },
    });
    const retry = await confirmReset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(retry.statusCode).toBe(200);
  });

  it.each([
    ['too short', 'short-1', 'at least 10'],
    ['common', 'password123', 'too common'],
    ['the e-mail', 'EMAIL', 'e-mail'],
  ])('refuses a password that is %s, and keeps the link', async (_case, password, words) => {
    const { token, email } = await resetLinkFor();
    const chosen = password === 'EMAIL' ? email : password;
    const response = await confirmReset({ token, password: chosen, confirm_password: chosen });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.password).toEqual(expect.stringContaining(words));
    const retry = await confirmReset({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(retry.statusCode).toBe(200);
  });

  it('gives the token to only one of two requests at once', async () => {
    const { token } = await resetLinkFor();
    const body = { token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
    const answers = await Promise.all([confirmReset(body), confirmReset(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('mail never fails the request', () => {
  it('answers the reset request while the SMTP server is down, and sends once it is back', async () => {
    const { email } = await signUp(t.app, t.email());
    await t.smtp.stop();
    try {
      expect((await requestReset(email)).statusCode).toBe(200);
      const run = await t.app.mail.flush();
      expect(run.failed).toBeGreaterThan(0);
    } finally {
      await t.smtp.start();
    }
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.subject, 'Reset your Petal password')));
    // A server that cannot be reached is waited for, not counted against the mail.
    expect(row).toMatchObject({ attempts: 0, sentAt: null, lastError: expect.any(String) });
    // Due again now rather than after the wait.
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.recipient, email));
    await t.app.mail.flush();
    expect(t.smtp.to(email).map((m) => m.subject)).toContain('Reset your Petal password');
  });
});
