import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { addStaff, bearer, cookieFrom, GOOD_PASSWORD, signUpOwner } from '../../test/fixtures';
import { linkIn, setupMailTestApp } from '../../test/smtp';
import { uniqueIp } from '../../test/test-app';

const t = setupMailTestApp();

const NEW_PASSWORD = 'sweet-peas-in-july-77';

type Member = { id: string; email: string; role: string; is_active: boolean; invite_pending: boolean };

const invite = (access: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/florists', headers: bearer(access), payload });

const team = async (access: string) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/florists', headers: bearer(access) });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: Member[]; count: number }>();
};

const setActive = (access: string | null, id: string, action: 'deactivate' | 'activate') =>
  t.app.inject({
    method: 'POST',
    url: `/api/users/florists/${id}/${action}`,
    headers: access ? bearer(access) : {},
  });

const accept = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/invite/accept', payload, remoteAddress: uniqueIp() });

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    remoteAddress: uniqueIp(),
  });

const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/refresh/', cookies: { petal_refresh: token } });

const info = (access: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(access) });

/** The token of the newest invitation that reached `email` over SMTP. */
async function inviteToken(email: string) {
  await t.app.mail.flush();
  const mails = t.smtp.to(email);
  return { mail: mails.at(-1), ...linkIn(mails.at(-1), 'invite') };
}

/** An owner with a shop, and a florist they invited who accepted. */
async function shopWithFlorist() {
  const owner = await signUpOwner(t.app, { name: 'Thistle & Thyme' });
  const email = t.email('florist');
  const invited = await invite(owner.access, { email, role: 'florist' });
  expect(invited.statusCode).toBe(201);
  const { token } = await inviteToken(email);
  const accepted = await accept({ token, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD });
  expect(accepted.statusCode).toBe(200);
  const florist = {
    id: invited.json<Member>().id,
    email,
    access: accepted.json<{ access: string }>().access,
    refresh: cookieFrom(accepted, 'petal_refresh') ?? '',
  };
  return { owner, florist };
}

describe('inviting', () => {
  it('creates a pending florist and mails a link in the shop’s name', async () => {
    const owner = await signUpOwner(t.app, { name: 'Thistle & Thyme' });
    const email = t.email('florist');
    const response = await invite(owner.access, {
      email: email.toUpperCase(),
      role: 'florist',
      first_name: 'Fiona',
      last_name: 'Bell',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      role: 'florist',
      first_name: 'Fiona',
      last_name: 'Bell',
      is_active: true,
      invite_pending: true,
    });

    const { mail, url, token } = await inviteToken(email);
    expect(mail?.from?.value[0]).toMatchObject({ name: 'Thistle & Thyme', address: 'no-reply@petal.local' });
    expect(mail?.subject).toBe("You're invited to join Thistle & Thyme on Petal");
    expect(url).toBe(`${t.config.publicUrl}/invite/${token}`);
    expect(mail?.html).toContain(url);
    expect(mail?.text).toContain('as a florist');

    // No password yet: nobody signs in as them.
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    const { items } = await team(owner.access);
    expect(items.map((m) => [m.role, m.invite_pending])).toEqual([
      ['owner', false],
      ['florist', true],
    ]);
  });

  it('lists the owner first, then by name, and only this shop’s people', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    await invite(other.access, { email: t.email('elsewhere'), role: 'florist', first_name: 'Aaron' });
    for (const [first_name, role] of [
      ['Zoe', 'florist'],
      ['anna', 'manager'],
      ['Bea', 'florist'],
    ] as const) {
      expect((await invite(owner.access, { email: t.email(), role, first_name })).statusCode).toBe(201);
    }
    const list = await team(owner.access);
    expect(list.count).toBe(4);
    expect(list.items.map((m) => (m as Member & { first_name: string }).first_name)).toEqual([
      '',
      'anna',
      'Bea',
      'Zoe',
    ]);
    expect(list.items[0]?.role).toBe('owner');
  });

  it('lets the owner invite a manager and a manager invite florists, not managers', async () => {
    const owner = await signUpOwner(t.app);
    const managerEmail = t.email('manager');
    expect((await invite(owner.access, { email: managerEmail, role: 'manager' })).statusCode).toBe(201);
    const { token } = await inviteToken(managerEmail);
    const accepted = await accept({ token, password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD });
    const manager = accepted.json<{ access: string }>().access;
    expect((await info(manager)).json()).toMatchObject({ role: 'manager' });

    expect((await invite(manager, { email: t.email(), role: 'florist' })).statusCode).toBe(201);
    const refused = await invite(manager, { email: t.email(), role: 'manager' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PERMISSION_DENIED',
      details: { role: expect.any(String) },
    });
  });

  it('refuses bad input with field errors, and never the owner role', async () => {
    const owner = await signUpOwner(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email', role: 'florist' }, 'email'],
      [{ role: 'florist' }, 'email'],
      [{ email: t.email(), role: 'owner' }, 'role'],
      [{ email: t.email(), role: 'boss' }, 'role'],
      [{ email: t.email() }, 'role'],
      [{ email: t.email(), role: 'florist', first_name: 'x'.repeat(81) }, 'first_name'],
    ];
    for (const [payload, field] of cases) {
      const response = await invite(owner.access, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { [field]: expect.any(String) },
      });
    }
  });

  it('answers 409 for an e-mail that already has an account, and queues nothing', async () => {
    const owner = await signUpOwner(t.app);
    const stranger = await signUpOwner(t.app);
    const colleague = await addStaff(t.app, t.database.db, {
      businessId: owner.business.id,
      role: 'florist',
    });
    for (const email of [stranger.email, colleague.email, owner.email, stranger.email.toUpperCase()]) {
      const response = await invite(owner.access, { email, role: 'florist' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', details: { email: expect.any(String) } });
    }
    const queued = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, colleague.email));
    expect(queued).toEqual([]);
    // Another shop's pending invitee is not this shop's to re-invite either.
    const pending = t.email('pending');
    await invite(stranger.access, { email: pending, role: 'florist' });
    expect((await invite(owner.access, { email: pending, role: 'florist' })).statusCode).toBe(409);
  });

  it('re-sends to a pending invitee: a new link, the old one void, the new role kept', async () => {
    const owner = await signUpOwner(t.app);
    const email = t.email('again');
    await invite(owner.access, { email, role: 'florist', first_name: 'Gus' });
    const first = await inviteToken(email);
    const again = await invite(owner.access, { email, role: 'manager' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ role: 'manager', first_name: 'Gus', invite_pending: true });
    const second = await inviteToken(email);
    expect(second.token).not.toBe(first.token);
    expect((await team(owner.access)).count).toBe(2);

    const old = await accept({ token: first.token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ details: { token: expect.any(String) } });
    const fresh = await accept({
      token: second.token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
    expect((await info(fresh.json().access)).json()).toMatchObject({ role: 'manager' });
    // Joined now: no more re-sending.
    expect((await invite(owner.access, { email, role: 'manager' })).statusCode).toBe(409);
  });
});

describe('accepting an invitation', () => {
  it('shows the invitation, sets the password, signs in as a florist of the shop', async () => {
    const owner = await signUpOwner(t.app, { name: 'Moss & Mint' });
    const email = t.email('newbie');
    await invite(owner.access, { email, role: 'florist', first_name: 'Nia' });
    const { token } = await inviteToken(email);

    const check = await t.app.inject({ method: 'POST', url: '/api/users/invite/check', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      email,
      first_name: 'Nia',
      last_name: '',
      role: 'florist',
      business_name: 'Moss & Mint',
    });

    const accepted = await accept({
      token,
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      first_name: 'Nia',
      last_name: 'Oak',
    });
    expect(accepted.statusCode).toBe(200);
    expect(cookieFrom(accepted, 'petal_refresh')).toBeTruthy();
    expect((await info(accepted.json().access)).json()).toMatchObject({
      email,
      first_name: 'Nia',
      last_name: 'Oak',
      role: 'florist',
      business_id: owner.business.id,
      onboarding_completed: true,
      email_verified: true,
    });
    const signedIn = await login(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const orders = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: bearer(signedIn.json().access),
    });
    expect(orders.statusCode).toBe(200);
    expect((await team(owner.access)).items.find((m) => m.email === email)?.invite_pending).toBe(false);
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/audit?entity_type=staff',
      headers: bearer(owner.access),
    });
    expect(trail.json().items[0]).toMatchObject({
      action: 'staff.joined',
      actor_kind: 'staff',
      changes: { role: { to: 'florist' } },
    });

    // Used up.
    const again = await accept({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(again.statusCode).toBe(400);
    const checkAgain = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite/check',
      payload: { token },
    });
    expect(checkAgain.statusCode).toBe(400);
  });

  it('refuses mismatched and weak passwords and keeps the link working', async () => {
    const owner = await signUpOwner(t.app);
    const email = t.email('careful');
    await invite(owner.access, { email, role: 'florist' });
    const { token } = await inviteToken(email);

    const mismatch = await accept({ token, password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ details: { confirm_password: expect.any(String) } });
    const common = await accept({ token, password: 'password123', confirm_password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ details: { password: expect.any(String) } });
    const short = await accept({ token, password: 'short', confirm_password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ details: { password: expect.any(String) } });
    const unknown = await accept({
      token: 'no-such-token-at-all-but-long-enough-to-look-real',
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ details: { token: expect.any(String) } });

    expect((await accept({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('deactivating and activating', () => {
  it('signs the florist out everywhere at once, and back in after activation', async () => {
    const { owner, florist } = await shopWithFlorist();
    const other = await login(florist.email, GOOD_PASSWORD);
    const otherRefresh = cookieFrom(other, 'petal_refresh') ?? '';
    expect((await info(florist.access)).statusCode).toBe(200);

    const off = await setActive(owner.access, florist.id, 'deactivate');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: florist.id, is_active: false });

    const stale = await info(florist.access);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('NOT_AUTHENTICATED');
    expect((await refresh(florist.refresh)).statusCode).toBe(401);
    expect((await refresh(otherRefresh)).statusCode).toBe(401);
    const refused = await login(florist.email, GOOD_PASSWORD);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/deactivated/);
    expect((await team(owner.access)).items.find((m) => m.id === florist.id)?.is_active).toBe(false);

    // Twice is still off.
    expect((await setActive(owner.access, florist.id, 'deactivate')).statusCode).toBe(200);

    const on = await setActive(owner.access, florist.id, 'activate');
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ is_active: true });
    const back = await login(florist.email, GOOD_PASSWORD);
    expect(back.statusCode).toBe(200);
    expect((await info(back.json().access)).statusCode).toBe(200);
    // Sessions ended by the deactivation stay ended.
    expect((await refresh(otherRefresh)).statusCode).toBe(401);
  });

  it('withdraws a pending invitation; inviting again brings the person back', async () => {
    const owner = await signUpOwner(t.app);
    const email = t.email('withdrawn');
    const member = (await invite(owner.access, { email, role: 'florist' })).json<Member>();
    const { token } = await inviteToken(email);
    expect((await setActive(owner.access, member.id, 'deactivate')).statusCode).toBe(200);
    expect((await accept({ token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })).statusCode).toBe(
      400,
    );

    const again = await invite(owner.access, { email, role: 'florist' });
    expect(again.json()).toMatchObject({ is_active: true, invite_pending: true });
    const fresh = await inviteToken(email);
    expect(
      (await accept({ token: fresh.token, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('never deactivates the owner or oneself; managers leave other managers alone', async () => {
    const owner = await signUpOwner(t.app);
    const ownerId = (await info(owner.access)).json().id;
    const manager = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'manager' });
    const managerId = (await info(manager.access)).json().id;
    const otherManager = await addStaff(t.app, t.database.db, {
      businessId: owner.business.id,
      role: 'manager',
    });
    const otherManagerId = (await info(otherManager.access)).json().id;
    const florist = await addStaff(t.app, t.database.db, { businessId: owner.business.id, role: 'florist' });
    const floristId = (await info(florist.access)).json().id;

    for (const [access, id] of [
      [owner.access, ownerId],
      [manager.access, ownerId],
      [manager.access, managerId],
    ] as const) {
      const response = await setActive(access, id, 'deactivate');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringMatching(/owner|own account/),
      });
    }
    const managerOnManager = await setActive(manager.access, otherManagerId, 'deactivate');
    expect(managerOnManager.statusCode).toBe(403);
    expect(managerOnManager.json().message).toMatch(/Only the owner/);

    expect((await setActive(manager.access, floristId, 'deactivate')).statusCode).toBe(200);
    expect((await setActive(manager.access, floristId, 'activate')).statusCode).toBe(200);
    expect((await setActive(owner.access, otherManagerId, 'deactivate')).statusCode).toBe(200);
    expect((await setActive(manager.access, otherManagerId, 'activate')).statusCode).toBe(403);
    expect((await setActive(owner.access, otherManagerId, 'activate')).statusCode).toBe(200);
    expect((await info(owner.access)).statusCode).toBe(200);
  });

  it('answers 404 for another shop’s people and 400 for a malformed id', async () => {
    const { florist } = await shopWithFlorist();
    const stranger = await signUpOwner(t.app);
    for (const action of ['deactivate', 'activate'] as const) {
      const response = await setActive(stranger.access, florist.id, action);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await setActive(stranger.access, crypto.randomUUID(), action)).statusCode).toBe(404);
      expect((await setActive(stranger.access, 'not-a-uuid', action)).statusCode).toBe(400);
    }
    expect((await info(florist.access)).statusCode).toBe(200);
    expect((await team(stranger.access)).items.map((m) => m.role)).toEqual(['owner']);
  });
});

describe('who may', () => {
  it('keeps florists out (403) and strangers out (401)', async () => {
    const { owner, florist } = await shopWithFlorist();
    const ownerId = (await info(owner.access)).json().id;
    const asFlorist = [
      await t.app.inject({ method: 'GET', url: '/api/users/florists', headers: bearer(florist.access) }),
      await invite(florist.access, { email: t.email(), role: 'florist' }),
      await setActive(florist.access, ownerId, 'deactivate'),
      await setActive(florist.access, florist.id, 'activate'),
    ];
    for (const response of asFlorist) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('PERMISSION_DENIED');
    }
    const anonymous = [
      await t.app.inject({ method: 'GET', url: '/api/users/florists' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/users/florists',
        payload: { email: t.email(), role: 'florist' },
      }),
      await setActive(null, florist.id, 'deactivate'),
      await setActive(null, florist.id, 'activate'),
    ];
    for (const response of anonymous) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_AUTHENTICATED');
    }
  });
});
