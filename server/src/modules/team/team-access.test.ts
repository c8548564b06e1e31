import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/fixtures';
import { setupTeam } from './team-setup';

/*
 * Who may manage the team: not florists, not strangers.
 */

const { t, invite, setActive, info, shopWithFlorist } = setupTeam();

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
