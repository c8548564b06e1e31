import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users, userTokens } from '../../db/schema';
import { bearer, signUp } from '../../test/fixtures';
import { linkIn, setupMailTestApp } from '../../test/smtp';
import { uniqueIp } from '../../test/test-app';
import { queueEmailVerification, VERIFICATION_RESENDS } from './email-verification.service';

const t = setupMailTestApp();

const verify = (token: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/verify-email',
    payload: { token },
    remoteAddress: uniqueIp(),
  });

const resend = (access: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/verify-email/resend', headers: bearer(access) });

const info = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) })).json();

/** Signs up and answers the token of the verification mail that arrived by SMTP. */
async function signUpWithLink() {
  const user = await signUp(t.app, t.email());
  await t.app.mail.flush();
  const mails = t.smtp.to(user.email);
  expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail address for Petal']);
  return { ...user, ...linkIn(mails[0], 'verify-email') };
}

describe('verification on sign-up', () => {
  it('mails a link that confirms the address once', async () => {
    const { email, access, url, token } = await signUpWithLink();
    expect(url).toBe(`${t.config.publicUrl}/verify-email/${token}`);
    expect(await info(access)).toMatchObject({ email, email_verified: false });

    const response = await verify(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, message: expect.stringContaining('confirmed') });
    expect(await info(access)).toMatchObject({ email_verified: true });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { token: expect.any(String) } });
  });

  it('queues the mail in the sign-up transaction: a refused sign-up queues nothing', async () => {
    const { email } = await signUp(t.app, t.email());
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: { email, password: 'another-good-one-77' },
      remoteAddress: uniqueIp(),
    });
    expect(duplicate.statusCode).toBe(409);
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong, malformed or expired token', async () => {
    expect((await verify('not-a-real-token-at-all-but-long-enough-xx')).statusCode).toBe(400);
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify(42)).statusCode).toBe(400);

    const { email, token, access } = await signUpWithLink();
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user?.id ?? ''));
    expect((await verify(token)).statusCode).toBe(400);
    expect(await info(access)).toMatchObject({ email_verified: false });
  });

  it('confirms only the address the link was sent to', async () => {
    const { email, token, access } = await signUpWithLink();
    await t.database.db
      .update(users)
      .set({ email: `changed-${email}` })
      .where(eq(users.email, email));
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.token).toMatch(/no longer/);
    expect(await info(access)).toMatchObject({ email_verified: false });
  });

  it('lets the account page queue a link for a changed address (queueEmailVerification)', async () => {
    const { email, access } = await signUp(t.app, t.email());
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const changed = `new-${email}`;
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: changed })
        .where(eq(users.id, user?.id ?? ''));
      await queueEmailVerification(
        tx,
        { id: user?.id ?? '', email: changed },
        { publicUrl: t.config.publicUrl },
      );
    });
    await t.app.mail.flush();
    const { token } = linkIn(t.smtp.to(changed)[0], 'verify-email');
    expect((await verify(token)).json()).toMatchObject({ email: changed });
    expect(await info(access)).toMatchObject({ email: changed, email_verified: true });
  });
});

describe('send again', () => {
  it('mails a new link to a signed-in, unconfirmed user; both links work until one is used', async () => {
    const { email, access, token: first } = await signUpWithLink();
    const response = await resend(access);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain(email);
    await t.app.mail.flush();
    const mails = t.smtp.to(email);
    expect(mails).toHaveLength(2);
    const { token: second } = linkIn(mails[1], 'verify-email');
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('answers 409 once the address is confirmed', async () => {
    const { access, token } = await signUpWithLink();
    await verify(token);
    const response = await resend(access);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('already') });
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/users/verify-email/resend' });
    expect(response.statusCode).toBe(401);
  });

  it(`allows ${VERIFICATION_RESENDS.max} a user an hour`, async () => {
    const { access } = await signUp(t.app, t.email());
    for (let i = 0; i < VERIFICATION_RESENDS.max; i++) expect((await resend(access)).statusCode).toBe(200);
    const limited = await resend(access);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
