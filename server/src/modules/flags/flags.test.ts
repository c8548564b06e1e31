import { describe, expect, it } from 'vitest';
import { runFlagsCommand } from '../../cli/flags-command';
import { bearer, signUp, signUpOwner } from '../../test/fixtures';
import { setupTestApp, uniqueSlug } from '../../test/test-app';

const t = setupTestApp();

const check = (access: string, flag: string, global = false) =>
  t.app.inject({
    method: 'GET',
    url: `/api/gatekeeper/check/${global ? 'global/' : ''}${flag}`,
    headers: bearer(access),
  });

describe('feature flags', () => {
  it('answer the shop’s own value, else the global one, else off; set from the command line', async () => {
    const flag = uniqueSlug('flag');
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const db = t.database.db;
    expect((await check(owner.access, flag)).json()).toEqual({ enabled: false });

    expect(await runFlagsCommand(db, ['set', flag, 'on'])).toBe(`${flag} is on globally.`);
    expect((await check(owner.access, flag)).json()).toEqual({ enabled: true });
    expect((await check(owner.access, flag, true)).json()).toEqual({ enabled: true });

    expect(await runFlagsCommand(db, ['set', flag, 'off', '--shop', owner.business.url])).toBe(
      `${flag} is off for ${owner.business.url}.`,
    );
    expect((await check(owner.access, flag)).json()).toEqual({ enabled: false });
    expect((await check(owner.access, flag, true)).json()).toEqual({ enabled: true });
    expect((await check(other.access, flag)).json()).toEqual({ enabled: true });

    // Setting again replaces the value; unsetting falls back to the global one.
    await runFlagsCommand(db, ['set', flag, 'on', '--shop', owner.business.url]);
    await runFlagsCommand(db, ['set', flag, 'off']);
    expect((await check(owner.access, flag)).json()).toEqual({ enabled: true });
    expect((await check(other.access, flag)).json()).toEqual({ enabled: false });
    await runFlagsCommand(db, ['unset', flag, '--shop', owner.business.url]);
    expect((await check(owner.access, flag)).json()).toEqual({ enabled: false });
    expect(await runFlagsCommand(db, ['list'])).toContain(`${flag}\t(global)\toff`);
  });

  it('need a signed-in user and a proper name; a user without a shop gets the global value', async () => {
    const flag = uniqueSlug('flag');
    await runFlagsCommand(t.database.db, ['set', flag, 'on']);
    const user = await signUp(t.app);
    expect((await check(user.access, flag)).json()).toEqual({ enabled: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/gatekeeper/check/${flag}` })).statusCode).toBe(
      401,
    );
    const bad = await check(user.access, 'DROP%20TABLE');
    expect(bad.statusCode).toBe(400);
  });

  it('refuse bad commands with the usage', async () => {
    const db = t.database.db;
    await expect(runFlagsCommand(db, ['toggle', 'x'])).rejects.toThrow('Usage');
    await expect(runFlagsCommand(db, ['set', 'Bad!', 'on'])).rejects.toThrow('Not a flag name');
    await expect(runFlagsCommand(db, ['set', 'ok-flag', 'maybe'])).rejects.toThrow('Say on or off');
    await expect(
      runFlagsCommand(db, ['set', 'ok-flag', 'on', '--shop', 'no-such-shop-here']),
    ).rejects.toThrow('No shop has the web address');
  });

  it('subscriptions answer an empty list', async () => {
    const owner = await signUpOwner(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: bearer(owner.access),
    });
    expect(response.json()).toEqual({ items: [], count: 0 });
  });
});
