import { describe, expect, it } from 'vitest';
import { bearer, cookieFrom, signUpOwner } from '../../test/fixtures';
import { NEW_PASSWORD, setupTeam } from './team-setup';

/*
 * Accepting an invitation: the page, the password, signing in as the shop's florist.
 */

const { t, invite, team, accept, login, info, inviteToken } = setupTeam();

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
