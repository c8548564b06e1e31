import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, orders, users, userTokens } from '../../db/schema';
import { bearer, GOOD_PASSWORD, signUpOwner } from '../../test/fixtures';
import { linkIn, setupMailTestApp } from '../../test/smtp';
import { uniqueIp } from '../../test/test-app';
import { INVITES_PER_SHOP_PER_DAY } from './team.service';

/** Invitations must not serve to spam addresses or to hold them for a shop for good. */

const t = setupMailTestApp();

type Member = { id: string; email: string; invite_pending: boolean; invite_expired?: boolean };

const invite = (access: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/florists', headers: bearer(access), payload });

const team = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/users/florists', headers: bearer(access) })).json<{
    items: Member[];
  }>().items;

const publicPost = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() });

const register = (email: string) => publicPost('/api/users/register', { email, password: GOOD_PASSWORD });

async function inviteToken(email: string) {
  await t.app.mail.flush();
  const mail = t.smtp.to(email).at(-1);
  return { mail, ...linkIn(mail, 'invite') };
}

/** Lets every open invitation link of the address run out, as 7 days would. */
async function expireInvitation(email: string) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.database.db
    .update(userTokens)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(and(eq(userTokens.userId, user?.id ?? ''), eq(userTokens.purpose, 'invite')));
}

describe('the daily invitation budget', () => {
  it(`lets a shop send ${INVITES_PER_SHOP_PER_DAY} invitations a day, then answers 429`, async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    for (let i = 0; i < INVITES_PER_SHOP_PER_DAY; i++) {
      expect((await invite(owner.access, { email: t.email(`n${i}`), role: 'florist' })).statusCode).toBe(201);
    }
    const refused = await invite(owner.access, { email: t.email('one-too-many'), role: 'florist' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringContaining(`${INVITES_PER_SHOP_PER_DAY} invitations today`),
      details: { retry_after: expect.any(Number) },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Re-sending counts too (it sends a mail), and nothing was created for the refused address.
    const first = (await team(owner.access)).find((m) => m.invite_pending);
    expect((await invite(owner.access, { email: first?.email, role: 'florist' })).statusCode).toBe(429);
    expect((await team(owner.access)).length).toBe(INVITES_PER_SHOP_PER_DAY + 1);
    // Another shop has its own budget.
    expect((await invite(other.access, { email: t.email('elsewhere'), role: 'florist' })).statusCode).toBe(
      201,
    );
  });
});

describe('declining', () => {
  it('removes the invitee, frees the address and voids the link', async () => {
    const owner = await signUpOwner(t.app, { name: 'Bramble & Bloom' });
    const email = t.email('no-thanks');
    await invite(owner.access, { email, role: 'florist' });
    const { token } = await inviteToken(email);

    const declined = await publicPost('/api/users/invite/decline', { token });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().message).toContain('Bramble & Bloom');
    expect((await team(owner.access)).map((m) => m.email)).not.toContain(email);
    // The shop's trail says so, naming nobody (the invitee has no account any more).
    const trail = await t.app.inject({
      method: 'GET',
      url: '/api/audit?entity_type=staff',
      headers: bearer(owner.access),
    });
    expect(trail.json().items[0]).toMatchObject({ action: 'staff.invite_declined', actor_kind: 'system' });

    for (const url of ['/api/users/invite/check', '/api/users/invite/decline']) {
      const again = await publicPost(url, { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { token: expect.any(String) },
      });
    }
    const accepted = await publicPost('/api/users/invite/accept', {
      token,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
    });
    expect(accepted.statusCode).toBe(400);
    // The address is anyone's again: its owner signs up with it.
    expect((await register(email)).statusCode).toBe(201);
  });

  it('leaves an order given to the invitee in the shop, given to no one', async () => {
    const owner = await signUpOwner(t.app);
    const email = t.email('gone-again');
    await invite(owner.access, { email, role: 'florist' });
    const { token } = await inviteToken(email);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: bearer(owner.access),
      payload: { method: 'pickup', price: 30 },
    });
    expect(draft.statusCode).toBe(201);
    const { uuid } = draft.json<{ uuid: string }>();
    const [invitee] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    // Given to them before they answered (the desk may pick anyone listed).
    await t.database.db.update(orders).set({ assignedTo: invitee?.id }).where(eq(orders.id, uuid));

    expect((await publicPost('/api/users/invite/decline', { token })).statusCode).toBe(200);
    const [order] = await t.database.db
      .select({ assignedTo: orders.assignedTo, deletedAt: orders.deletedAt })
      .from(orders)
      .where(eq(orders.id, uuid));
    expect(order).toEqual({ assignedTo: null, deletedAt: null });
  });

  it('refuses an unknown or malformed token without changing anything', async () => {
    const unknown = await publicPost('/api/users/invite/decline', {
      token: 'no-such-token-at-all-but-long-enough-to-look-real',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toHaveProperty('token');
    expect((await publicPost('/api/users/invite/decline', {})).statusCode).toBe(400);
  });
});

describe('an expired invitation', () => {
  it('says it has expired and no longer holds the address: another shop may invite it', async () => {
    const first = await signUpOwner(t.app);
    const second = await signUpOwner(t.app);
    const email = t.email('lapsed');
    await invite(first.access, { email, role: 'florist' });
    const { token } = await inviteToken(email);
    // While the link is open, the address is the first shop's.
    expect((await invite(second.access, { email, role: 'florist' })).statusCode).toBe(409);
    await expireInvitation(email);

    const check = await publicPost('/api/users/invite/check', { token });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toMatchObject({
      message: expect.stringContaining('has expired'),
      details: { token: expect.stringContaining('has expired'), expired: true },
    });
    expect((await team(first.access)).find((m) => m.email === email)).toMatchObject({
      invite_pending: true,
      invite_expired: true,
    });

    expect((await invite(second.access, { email, role: 'florist' })).statusCode).toBe(201);
    expect((await team(first.access)).map((m) => m.email)).not.toContain(email);
    const fresh = await inviteToken(email);
    const joined = await publicPost('/api/users/invite/accept', {
      token: fresh.token,
      password: GOOD_PASSWORD,
      confirm_password: GOOD_PASSWORD,
    });
    expect(joined.statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(joined.json().access),
    });
    expect(info.json()).toMatchObject({ business_id: second.business.id });
  });

  it('lets the person sign up with the address, and the same shop invite them again', async () => {
    const owner = await signUpOwner(t.app);
    const gone = t.email('signs-up');
    await invite(owner.access, { email: gone, role: 'florist' });
    await expireInvitation(gone);
    expect((await register(gone)).statusCode).toBe(201);
    expect((await team(owner.access)).map((m) => m.email)).not.toContain(gone);

    const again = t.email('again');
    const member = (await invite(owner.access, { email: again, role: 'florist' })).json<Member>();
    await expireInvitation(again);
    const resent = await invite(owner.access, { email: again, role: 'manager' });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: member.id, invite_pending: true, invite_expired: false });
  });
});

describe('the invitation mail', () => {
  it('escapes the shop’s name for HTML and keeps it on one line', async () => {
    const owner = await signUpOwner(t.app, { name: '<a href="https://evil.example">Win</a> & Co' });
    const email = t.email('escaped');
    await invite(owner.access, { email, role: 'florist' });
    const { mail } = await inviteToken(email);
    expect(mail?.html).toContain('&lt;a href=&quot;https://evil.example&quot;&gt;Win&lt;/a&gt; &amp; Co');
    expect(mail?.html).not.toContain('<a href="https://evil.example">');
    expect(mail?.text).toContain('decline');

    // A name stored before today's rules, with line breaks, cannot add a header.
    await t.database.db
      .update(businesses)
      .set({ name: 'Fern\r\nBcc: someone@evil.example\r\n\r\nBuy now' })
      .where(eq(businesses.id, owner.business.id));
    const other = t.email('one-line');
    await invite(owner.access, { email: other, role: 'florist' });
    const { mail: flat } = await inviteToken(other);
    expect(flat?.subject).toBe("You're invited to join Fern Bcc: someone@evil.example Buy now on Petal");
    expect(flat?.bcc).toBeUndefined();
    expect(flat?.headers.get('bcc')).toBeUndefined();
  });
});
