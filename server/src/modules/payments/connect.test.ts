import { describe, expect, it } from 'vitest';
import { setupCardApp } from '../../test/card-setup';
import { addStaff, bearer } from '../../test/fixtures';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupCardApp();
const keyless = setupTestApp();

const connect = (path: string) => `/api/stripe/connect/${path}`;
const endpoints = [
  ['POST', connect('create-account')],
  ['POST', connect('restart-account')],
  ['POST', connect('create-account-session')],
  ['POST', connect('create-account-link')],
  ['GET', connect('account-status/')],
] as const;

describe('card-payment connection', () => {
  it('answers PAYMENTS_NOT_CONFIGURED on every endpoint when the server has no keys', async () => {
    const shop = await openShop(keyless.app);
    for (const [method, url] of endpoints) {
      const response = await keyless.app.inject({
        method,
        url,
        headers: shop.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toMatchObject({
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: expect.stringContaining('STRIPE_SECRET_KEY'),
      });
    }
  });

  it('opens the shop’s account once, however often or how fast it is asked', async () => {
    const shop = await openShop(t.app);
    const before = t.provider.accounts.size;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({
          method: 'POST',
          url: connect('create-account'),
          headers: shop.headers,
          payload: { country: 'de' },
        }),
      ),
    );
    const ids = answers.map((a) => a.json<{ account_id: string }>().account_id);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(ids).size).toBe(1);
    expect(t.provider.accounts.size).toBe(before + 1);
    const again = await t.app.inject({
      method: 'POST',
      url: connect('create-account'),
      headers: shop.headers,
      payload: {},
    });
    expect(again.json()).toEqual({ account_id: ids[0] });
    // Opened once, so once in the shop's trail, by its owner.
    const trail = await t.app.inject({ method: 'GET', url: '/api/audit', headers: shop.headers });
    const opened = trail
      .json<{ items: { action: string; actor_kind: string; changes: Record<string, unknown> }[] }>()
      .items.filter((e) => e.action === 'business.card_account_opened');
    expect(opened).toEqual([
      expect.objectContaining({ actor_kind: 'staff', changes: { card_account: { from: null, to: ids[0] } } }),
    ]);

    const created = t.provider.requests.find((r) => r.path === '/v1/accounts' && r.body.metadata);
    const account = t.provider.accounts.get(ids[0] as string);
    expect(account).toMatchObject({
      country: 'DE',
      email: expect.stringContaining('@'),
      metadata: { business_id: shop.business.id },
    });
    expect(created?.body).toMatchObject({ controller: { stripe_dashboard: { type: 'express' } } });
  });

  it('reports the account’s state, from not connected to taking payments', async () => {
    const shop = await openShop(t.app);
    const status = () =>
      t.app.inject({ method: 'GET', url: connect('account-status/'), headers: shop.headers });
    expect((await status()).json()).toEqual({
      connected: false,
      account_id: null,
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements_due: [],
    });
    const { account_id } = (
      await t.app.inject({
        method: 'POST',
        url: connect('create-account'),
        headers: shop.headers,
        payload: {},
      })
    ).json<{ account_id: string }>();
    expect((await status()).json()).toMatchObject({
      connected: true,
      account_id,
      charges_enabled: false,
      requirements_due: ['business_profile.mcc', 'external_account'],
    });
    t.provider.activate(account_id);
    expect((await status()).json()).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      requirements_due: [],
    });
  });

  it('hands out embedded-page secrets: onboarding for the owner, the views for managers', async () => {
    const shop = await openShop(t.app);
    const early = await t.app.inject({
      method: 'POST',
      url: connect('create-account-session'),
      headers: shop.headers,
    });
    expect(early.statusCode).toBe(409);
    await t.app.inject({
      method: 'POST',
      url: connect('create-account'),
      headers: shop.headers,
      payload: {},
    });

    const owner = await t.app.inject({
      method: 'POST',
      url: connect('create-account-session'),
      headers: shop.headers,
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({
      client_secret: expect.stringContaining('_secret_'),
      publishable_key: 'pk_test_petal_local',
    });
    const ownerRequest = t.provider.requests.at(-1);
    expect(ownerRequest?.body).toMatchObject({
      components: { account_onboarding: { enabled: 'true' }, payouts: { enabled: 'true' } },
    });

    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const managed = await t.app.inject({
      method: 'POST',
      url: connect('create-account-session'),
      headers: bearer(manager.access),
    });
    expect(managed.statusCode).toBe(200);
    expect(t.provider.requests.at(-1)?.body).toMatchObject({
      components: { account_onboarding: { enabled: 'false' }, payments: { enabled: 'true' } },
    });
  });

  it('links to the provider’s own onboarding, coming back to the account page', async () => {
    const shop = await openShop(t.app);
    const before = await t.app.inject({
      method: 'POST',
      url: connect('create-account-link'),
      headers: shop.headers,
    });
    expect(before.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('Connect') });
    await t.app.inject({
      method: 'POST',
      url: connect('create-account'),
      headers: shop.headers,
      payload: {},
    });
    const link = await t.app.inject({
      method: 'POST',
      url: connect('create-account-link'),
      headers: shop.headers,
    });
    expect(link.json<{ url: string }>().url).toContain(t.provider.url);
    expect(t.provider.requests.at(-1)?.body).toMatchObject({
      type: 'account_onboarding',
      return_url: 'https://shop.petal.example/intern/account/stripe?link=done',
      refresh_url: 'https://shop.petal.example/intern/account/stripe?link=expired',
    });
  });

  it('starts over with a new account, but never replaces one that takes payments', async () => {
    const shop = await openShop(t.app);
    const first = (
      await t.app.inject({
        method: 'POST',
        url: connect('create-account'),
        headers: shop.headers,
        payload: {},
      })
    ).json<{ account_id: string }>().account_id;
    const restarted = await t.app.inject({
      method: 'POST',
      url: connect('restart-account'),
      headers: shop.headers,
      payload: { country: 'NL' },
    });
    expect(restarted.statusCode).toBe(200);
    const second = restarted.json<{ account_id: string }>().account_id;
    expect(second).not.toBe(first);
    expect(t.provider.accounts.get(second)?.country).toBe('NL');

    t.provider.activate(second);
    const refused = await t.app.inject({
      method: 'POST',
      url: connect('restart-account'),
      headers: shop.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(409);
    const status = await t.app.inject({
      method: 'GET',
      url: connect('account-status'),
      headers: shop.headers,
    });
    expect(status.json()).toMatchObject({ account_id: second, charges_enabled: true });
  });

  it('keeps roles: florists may not, managers may look, only the owner connects', async () => {
    const shop = await openShop(t.app);
    await t.app.inject({
      method: 'POST',
      url: connect('create-account'),
      headers: shop.headers,
      payload: {},
    });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    for (const [method, url] of endpoints) {
      const payload = method === 'POST' ? {} : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload, headers: bearer(florist.access) })).statusCode,
        url,
      ).toBe(403);
    }
    for (const path of ['create-account', 'restart-account', 'create-account-link']) {
      const response = await t.app.inject({
        method: 'POST',
        url: connect(path),
        payload: {},
        headers: bearer(manager.access),
      });
      expect(response.statusCode, path).toBe(403);
    }
    const status = await t.app.inject({
      method: 'GET',
      url: connect('account-status/'),
      headers: bearer(manager.access),
    });
    expect(status.json()).toMatchObject({ connected: true });
  });

  it('shows each shop its own account only', async () => {
    const one = await openShop(t.app);
    const other = await openShop(t.app);
    await t.app.inject({ method: 'POST', url: connect('create-account'), headers: one.headers, payload: {} });
    const status = await t.app.inject({
      method: 'GET',
      url: connect('account-status/'),
      headers: other.headers,
    });
    expect(status.json()).toMatchObject({ connected: false, account_id: null });
  });

  it('refuses a bad country, and answers an outage of the provider without a 500', async () => {
    const shop = await openShop(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: connect('create-account'),
      headers: shop.headers,
      payload: { country: 'Germany' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { country: expect.any(String) } });

    t.provider.state.down = true;
    try {
      const down = await t.app.inject({
        method: 'POST',
        url: connect('create-account'),
        headers: shop.headers,
        payload: {},
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'PAYMENTS_NOT_CONFIGURED',
        message: expect.stringContaining('cannot be reached'),
      });
    } finally {
      t.provider.state.down = false;
    }
    const status = await t.app.inject({
      method: 'GET',
      url: connect('account-status/'),
      headers: shop.headers,
    });
    expect(status.json()).toMatchObject({ connected: false });
  }, 30_000);
});
