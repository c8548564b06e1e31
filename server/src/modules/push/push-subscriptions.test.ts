import crypto from 'node:crypto';
import { MAX_PUSH_DEVICES } from '@contract/push';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

/** A browser's side of a subscription: its P-256 public key and auth secret, base64url. */
function fakeDevice(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  const p256dh = ecdh.generateKeys().toString('base64url');
  return { endpoint, keys: { p256dh, auth: crypto.randomBytes(16).toString('base64url') } };
}

let serial = 0;
const newDevice = () => fakeDevice(`https://push.example/send/${Date.now()}-${serial++}`);

const subscribe = (
  access: string,
  device: ReturnType<typeof newDevice>,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/push/subscriptions',
    headers: bearer(access),
    payload: {
      endpoint: device.endpoint,
      keys: device.keys,
      kinds: ['new_web_order'],
      quiet_hours: null,
      ...extra,
    },
  });

const settingsOf = (access: string, endpoint: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`,
    headers: bearer(access),
  });

const unsubscribe = (access: string, endpoint: string) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: bearer(access),
    payload: { endpoint },
  });

describe('push subscriptions', () => {
  it('hand out the server’s public key, keep a device’s choices and forget them on request', async () => {
    const florist = await addStaff(t.app, t.database.db, {
      businessId: (await signUpOwner(t.app)).business.id,
      role: 'florist',
    });
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/push/public-key',
      headers: bearer(florist.access),
    });
    expect(Buffer.from(key.json<{ public_key: string }>().public_key, 'base64url')).toHaveLength(65);

    const device = newDevice();
    expect((await subscribe(florist.access, device)).statusCode).toBe(204);
    expect((await settingsOf(florist.access, device.endpoint)).json()).toMatchObject({
      kinds: ['new_web_order'],
      quiet_hours: null,
      last_success_at: null,
    });

    const quiet = { start: '22:00', end: '07:00' };
    const changed = await subscribe(florist.access, device, {
      kinds: ['not_home', 'card_failed'],
      quiet_hours: quiet,
    });
    expect(changed.statusCode).toBe(204);
    expect((await settingsOf(florist.access, device.endpoint)).json()).toMatchObject({
      kinds: ['not_home', 'card_failed'],
      quiet_hours: quiet,
    });

    expect((await unsubscribe(florist.access, device.endpoint)).statusCode).toBe(204);
    expect((await settingsOf(florist.access, device.endpoint)).statusCode).toBe(404);
    expect((await unsubscribe(florist.access, device.endpoint)).statusCode).toBe(404);
  });

  it('show and forget only the caller’s own devices; a device signed in anew is its new person’s', async () => {
    const owner = await signUpOwner(t.app);
    const other = await signUpOwner(t.app);
    const device = newDevice();
    await subscribe(owner.access, device);
    const colleague = await addStaff(t.app, t.database.db, {
      businessId: owner.business.id,
      role: 'florist',
    });
    await subscribe(colleague.access, newDevice());
    const devicesOf = async (access: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/push/devices', headers: bearer(access) })).json<{
        items: { endpoint: string; kinds: string[] }[];
      }>().items;
    expect(await devicesOf(owner.access)).toEqual([
      expect.objectContaining({ endpoint: device.endpoint, kinds: ['new_web_order'] }),
    ]);
    expect(await devicesOf(other.access)).toEqual([]);
    expect((await settingsOf(other.access, device.endpoint)).statusCode).toBe(404);
    expect((await unsubscribe(other.access, device.endpoint)).statusCode).toBe(404);
    expect((await settingsOf(owner.access, device.endpoint)).statusCode).toBe(200);

    expect((await subscribe(other.access, device)).statusCode).toBe(204);
    expect((await settingsOf(owner.access, device.endpoint)).statusCode).toBe(404);
    expect(await devicesOf(owner.access)).toEqual([]);
    expect((await devicesOf(other.access)).map((mine) => mine.endpoint)).toEqual([device.endpoint]);
    expect((await settingsOf(other.access, device.endpoint)).statusCode).toBe(200);
  });

  it('refuse bad addresses, keys, kinds and quiet hours with what to fix', async () => {
    const owner = await signUpOwner(t.app);
    const device = newDevice();
    const refused = async (extra: Record<string, unknown>) => {
      const answer = await subscribe(owner.access, device, extra);
      expect(answer.statusCode, JSON.stringify(extra)).toBe(400);
      return answer.json<{ code: string; details: Record<string, unknown> }>();
    };
    await refused({ endpoint: 'ftp://push.example/x' });
    await refused({ endpoint: `https://push.example/${'x'.repeat(1000)}` });
    await refused({ keys: { p256dh: 'short', auth: device.keys.auth } });
    await refused({ keys: { p256dh: device.keys.p256dh, auth: 'x' } });
    await refused({ kinds: ['everything'] });
    await refused({ kinds: ['not_home', 'not_home'] });
    await refused({ quiet_hours: { start: '22:00', end: '22:00' } });
    await refused({ quiet_hours: { start: '25:00', end: '07:00' } });
    expect((await subscribe(owner.access, device, { kinds: [] })).statusCode).toBe(204);
  });

  it('take plain http only to this machine outside production, and no bare addresses in production', async () => {
    const owner = await signUpOwner(t.app);
    const local = fakeDevice('http://127.0.0.1:9/push/1');
    expect((await subscribe(owner.access, local)).statusCode).toBe(204);
    const inner = fakeDevice('http://10.0.0.5/push/1');
    expect((await subscribe(owner.access, inner)).json()).toMatchObject({
      details: { endpoint: expect.any(String) },
    });
  });

  it(`reach at most ${MAX_PUSH_DEVICES} devices per person`, async () => {
    const owner = await signUpOwner(t.app);
    const devices = Array.from({ length: MAX_PUSH_DEVICES }, newDevice);
    for (const device of devices) expect((await subscribe(owner.access, device)).statusCode).toBe(204);
    expect((await subscribe(owner.access, newDevice())).statusCode).toBe(409);
    // A device already subscribed still changes its choices.
    expect((await subscribe(owner.access, devices[0] as ReturnType<typeof newDevice>)).statusCode).toBe(204);
  });
});
