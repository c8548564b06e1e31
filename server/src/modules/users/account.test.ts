import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { bearer, cookieFrom, GOOD_PASSWORD, refreshWith, signIn, signUp } from '../../test/fixtures';
import { linkIn, setupMailTestApp } from '../../test/smtp';
import { PASSWORD_CHANGE_FAILURES } from './account.service';

const t = setupMailTestApp();

const NEW_PASSWORD = 'lilac-at-dusk-2042';

const updateInfo = (access: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/update-info',
    headers: access ? bearer(access) : {},
    payload,
  });

const updatePassword = (access: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/update-password',
    headers: access ? bearer(access) : {},
    payload,
  });

const info = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) })).json();

const login = (username: string, password: string) => signIn(t.app, username, password);

const refresh = (token: string) => refreshWith(t.app, token);

/** A user whose sign-up mail (to confirm the first address) is already out of the way. */
async function user() {
  const signedUp = await signUp(t.app, t.email());
  await t.app.mail.flush();
  return signedUp;
}

describe('update-info', () => {
  it('changes the name and keeps the address and its verification', async () => {
    const { access, email } = await user();
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const response = await updateInfo(access, { first_name: '  Ada ', last_name: 'Lovelace', email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_verified: true,
    });
    // Without e-mail the address stays too (docs/product.md, Accounts).
    const namesOnly = await updateInfo(access, { first_name: 'Ada', last_name: 'King' });
    expect(namesOnly.json()).toMatchObject({ email, last_name: 'King', email_verified: true });
    await t.app.mail.flush();
    expect(t.smtp.to(email)).toHaveLength(1);
  });

  it('takes a new address as unverified, mails it a confirmation link and ends the other sessions', async () => {
    const { access, email } = await user();
    const elsewhere = cookieFrom(await login(email, GOOD_PASSWORD), 'petal_refresh') ?? '';
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const next = t.email('moved');
    const move = (current_password?: string) =>
      updateInfo(access, { first_name: 'Ada', last_name: 'L', email: next.toUpperCase(), current_password });
    // Where password resets go is only moved by someone who knows the password.
    for (const [given, message] of [
      [undefined, 'Enter your current password'],
      ['not-my-password', 'This is not your current password'],
    ] as const) {
      const refused = await move(given);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ details: { current_password: message } });
    }
    expect(await info(access)).toMatchObject({ email, email_verified: true });
    const response = await move(GOOD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: next, email_verified: false });
    // Every session ended with the move, this browser's access token too; its new cookie goes on.
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) })).statusCode,
    ).toBe(401);
    const renewed = await refresh(cookieFrom(response, 'petal_refresh') ?? '');
    expect(renewed.statusCode).toBe(200);
    const fresh: string = renewed.json().access;

    await t.app.mail.flush();
    const mails = t.smtp.to(next);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your e-mail address for Petal']);
    const { token } = linkIn(mails[0], 'verify-email');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    expect(await info(fresh)).toMatchObject({ email: next, email_verified: true });

    expect((await login(next, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('answers 409 for an address another account has, and changes nothing', async () => {
    const { access, email } = await user();
    const other = await user();
    for (const taken of [other.email, other.email.toUpperCase()]) {
      const response = await updateInfo(access, {
        first_name: 'New',
        last_name: 'Name',
        email: taken,
        current_password: GOOD_PASSWORD,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { email: expect.any(String) } });
    }
    expect(await info(access)).toMatchObject({ email, first_name: '' });
  });

  it('refuses bad input and strangers', async () => {
    const { access } = await user();
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: 'A', last_name: 'B', email: 'nope' }, 'email'],
      [{ last_name: 'B' }, 'first_name'],
      [{ first_name: 'A', last_name: 'b'.repeat(81) }, 'last_name'],
    ];
    for (const [payload, field] of cases) {
      const response = await updateInfo(access, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ details: { [field]: expect.any(String) } });
    }
    expect((await updateInfo(null, { first_name: 'A', last_name: 'B' })).statusCode).toBe(401);
  });
});

describe('update-password', () => {
  it('checks the current password and the rules, field by field', async () => {
    const { access, email } = await user();
    const cases: [Record<string, unknown>, string][] = [
      [
        { current_password: 'wrong-password-1', password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        'current_password',
      ],
      [{ password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }, 'current_password'],
      [
        { current_password: GOOD_PASSWORD, password: NEW_PASSWORD, confirm_password: 'something-else-9' },
        'confirm_password',
      ],
      [
        { current_password: GOOD_PASSWORD, password: 'password123', confirm_password: 'password123' },
        'password',
      ],
      [{ current_password: GOOD_PASSWORD, password: 'short', confirm_password: 'short' }, 'password'],
      [{ current_password: GOOD_PASSWORD, password: `${email}!`, confirm_password: `${email}!` }, 'password'],
      [{ current_password: GOOD_PASSWORD }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const response = await updatePassword(access, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { [field]: expect.any(String) },
      });
    }
    // A wrong current password is a form error, not the end of the session.
    expect((await info(access)).email).toBe(email);
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await updatePassword(null, { password: NEW_PASSWORD })).statusCode).toBe(401);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const { access, email, refresh: ownCookie } = await user();
    const elsewhere = cookieFrom(await login(email, GOOD_PASSWORD), 'petal_refresh') ?? '';

    const response = await updatePassword(access, {
      current_password: GOOD_PASSWORD,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/changed/);
    const fresh = cookieFrom(response, 'petal_refresh');
    expect(fresh).toBeTruthy();

    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await refresh(ownCookie)).statusCode).toBe(401);
    expect((await refresh(fresh ?? '')).statusCode).toBe(200);
    // Access tokens issued before end at once too, this browser's included: it gets a new one.
    const old = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });
    expect(old.statusCode).toBe(401);
    expect((await info(response.json().access)).email).toBe(email);

    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts new_password (docs/product.md, Accounts); an account without a password is sent to the e-mailed link', async () => {
    const { access, email } = await user();
    const alias = await updatePassword(access, {
      current_password: GOOD_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(alias.statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const current = alias.json().access;

    // A session alone does not add a password (google-only-account.test.ts has the link).
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.email, email));
    expect(await info(current)).toMatchObject({ has_password: false });
    const first = await updatePassword(current, { password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'PERMISSION_DENIED', details: { password_link: true } });
    expect(await info(current)).toMatchObject({ has_password: false });
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it(`refuses for a while after ${PASSWORD_CHANGE_FAILURES.max} wrong current passwords`, async () => {
    const { access } = await user();
    const wrong = {
      current_password: 'not-the-password',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    for (let i = 0; i < PASSWORD_CHANGE_FAILURES.max; i++) {
      expect((await updatePassword(access, wrong)).statusCode).toBe(400);
    }
    const limited = await updatePassword(access, { ...wrong, current_password: GOOD_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
