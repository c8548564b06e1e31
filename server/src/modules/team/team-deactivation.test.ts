import { describe, expect, it } from 'vitest';
import { addStaff, cookieFrom, GOOD_PASSWORD, signUpOwner } from '../../test/fixtures';
import { type Member, NEW_PASSWORD, setupTeam } from './team-setup';

/*
 * Deactivating and activating people: signed out everywhere, withdrawn invitations, who cannot be.
 */

const { t, invite, team, setActive, accept, login, refresh, info, inviteToken, shopWithFlorist } =
  setupTeam();

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
