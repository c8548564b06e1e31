import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { addStaff, GOOD_PASSWORD, signUpOwner } from '../../test/fixtures';
import { type Member, NEW_PASSWORD, setupTeam } from './team-setup';

/*
 * Inviting people to the team: the pending member and the mail, the list, who may invite whom,
 * bad input, taken e-mails and re-sent invitations.
 */

const { t, invite, team, accept, login, info, inviteToken } = setupTeam();

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
