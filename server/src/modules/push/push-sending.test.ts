import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placedCart } from '../../test/cart-setup';
import { addStaff } from '../../test/fixtures';
import {
  type PushServiceStandIn,
  type StandInDevice,
  startPushServiceStandIn,
} from '../../test/push-service-stand-in';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
let service: PushServiceStandIn;
beforeAll(async () => {
  service = await startPushServiceStandIn();
});
afterAll(() => service.close());

type Shop = Awaited<ReturnType<typeof openShop>>;

async function subscribe(
  headers: Record<string, string>,
  device: StandInDevice,
  extra: Record<string, unknown> = {},
) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/push/subscriptions',
    headers,
    payload: {
      endpoint: device.endpoint,
      keys: device.keys,
      kinds: ['new_web_order'],
      quiet_hours: null,
      ...extra,
    },
  });
  expect(answer.statusCode, answer.body).toBe(204);
}

const settingsOf = (headers: Record<string, string>, device: StandInDevice) =>
  t.app.inject({
    method: 'GET',
    url: `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}`,
    headers,
  });

/** 'HH:MM' (UTC, the test shops' clock) `minutes` from now. */
const clockIn = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16);

const placeWebOrder = (shop: Shop) =>
  placedCart(t.app, shop, { delivery_date: daysFromNow(2), time_slot: '13:00-17:00' });

describe('pushes of a new web order', () => {
  it('reach every device that chose them, signed and encrypted, naming the order and no one in it', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const phone = service.device();
    const counter = service.device();
    await subscribe(shop.headers, phone);
    await subscribe({ authorization: `Bearer ${florist.access}` }, counter);

    const order = await placeWebOrder(shop);
    expect(await t.app.pushes.flush()).toMatchObject({ sent: 2, dropped: 0, failed: 0 });
    expect(service.refused).toEqual([]);
    const [push] = service.pushesTo(phone.name);
    expect(service.pushesTo(counter.name)).toHaveLength(1);
    expect(push?.payload).toMatchObject({
      kind: 'new_web_order',
      title: expect.stringMatching(/^New web order #\d+$/),
      body: `Due ${daysFromNow(2)}, 13:00-17:00`,
      url: `/intern/orders/${order.uuid}`,
      order: { id: order.uuid, due_date: daysFromNow(2), due_slot: '13:00-17:00' },
    });
    // Signed with the server's own key; the lock screen shows no name, address or card text.
    const key = await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: shop.headers });
    expect(push?.vapidKey).toBe(key.json().public_key);
    // The order's id is left out of the search: a random id may hold "ada" or "555" by chance.
    expect(JSON.stringify(push?.payload).replaceAll(order.uuid, '')).not.toMatch(
      /Ada|Lovelace|Babbage|example\.com|555|Analytical|Berlin|10115|birthday/i,
    );
    expect((await settingsOf(shop.headers, phone)).json().last_success_at).not.toBeNull();

    // Sent once: a second run finds nothing.
    expect(await t.app.pushes.flush()).toMatchObject({ sent: 0 });
  });

  it('leave out devices that switched the kind off, are in quiet hours, or belong to another shop', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const off = service.device();
    const quiet = service.device();
    const awake = service.device();
    const elsewhere = service.device();
    await subscribe(shop.headers, off, { kinds: ['not_home'] });
    // Quiet hours around now, one of them past midnight when the test runs late in the day.
    await subscribe(shop.headers, quiet, { quiet_hours: { start: clockIn(-60), end: clockIn(60) } });
    await subscribe(shop.headers, awake, { quiet_hours: { start: clockIn(60), end: clockIn(120) } });
    await subscribe(other.headers, elsewhere);

    await placeWebOrder(shop);
    await t.app.pushes.flush();
    expect(service.pushesTo(awake.name)).toHaveLength(1);
    expect(service.pushesTo(off.name)).toEqual([]);
    expect(service.pushesTo(quiet.name)).toEqual([]);
    expect(service.pushesTo(elsewhere.name)).toEqual([]);
  });

  it('are not queued for a shop without a device, so its orders send nothing for them', async () => {
    const shop = await openShop(t.app);
    const order = await placeWebOrder(shop);
    const queued = await t.database.db.execute(sql`select 1 from push_outbox where order_id = ${order.uuid}`);
    expect(queued.rows).toEqual([]);
    // The shop's first device hears of the next order.
    const phone = service.device();
    await subscribe(shop.headers, phone);
    await placeWebOrder(shop);
    expect(await t.app.pushes.flush()).toMatchObject({ sent: 1 });
    expect(service.pushesTo(phone.name)).toHaveLength(1);
  });

  it('drop a subscription the push service calls gone, and try a failing one again later', async () => {
    const shop = await openShop(t.app);
    const expired = service.device();
    const failing = service.device();
    await subscribe(shop.headers, expired);
    await subscribe(shop.headers, failing);
    service.answerFor(expired.name, 410);
    service.answerFor(failing.name, 503);

    await placeWebOrder(shop);
    expect(await t.app.pushes.flush()).toMatchObject({ sent: 0, dropped: 1, failed: 1 });
    expect((await settingsOf(shop.headers, expired)).statusCode).toBe(404);
    expect((await settingsOf(shop.headers, failing)).statusCode).toBe(200);

    // The retry waits its minute; brought forward, it goes to the failing device alone.
    service.answerFor(failing.name, null);
    await t.database.db.execute(
      sql`update push_outbox set next_attempt_at = now() where subscription_id is not null`,
    );
    expect(await t.app.pushes.flush()).toMatchObject({ sent: 1, dropped: 0, failed: 0 });
    expect(service.pushesTo(failing.name)).toHaveLength(1);
    expect(service.pushesTo(expired.name)).toEqual([]);
  });
});
