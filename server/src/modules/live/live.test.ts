import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { createAccessTokens } from '../../lib/access-tokens';
import type { App } from '../../lib/context';
import { addStaff, bearer, GOOD_PASSWORD } from '../../test/fixtures';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { openLive } from '../../test/sse-reader';
import { openTestDatabase, testConfig, uniqueIp } from '../../test/test-app';
import { publishOrderEvent } from './order-events.service';

const HEARTBEAT_MS = 300;
const LIMITS = { perUser: 3, perShop: 10, total: 50 };

let config: Config;
let database: Database;
let app: App;
let base: string;
let shopA: Awaited<ReturnType<typeof openShop>>;
let shopB: Awaited<ReturnType<typeof openShop>>;

async function listening(db: Database) {
  const built = await buildApp({
    config,
    database: db,
    logger: false,
    live: { heartbeatMs: HEARTBEAT_MS, limits: LIMITS },
  });
  await built.listen({ port: 0, host: '127.0.0.1' });
  const address = built.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app: built, base: `http://127.0.0.1:${address.port}` };
}

beforeAll(async () => {
  config = testConfig();
  database = await openTestDatabase();
  ({ app, base } = await listening(database));
  shopA = await openShop(app);
  shopB = await openShop(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
});

const submit = (uuid: string) =>
  app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails(),
    remoteAddress: uniqueIp(),
  });

describe('GET /api/live', () => {
  it('refuses a request without a token (401), one that does not ask for events (400), and HEAD', async () => {
    const anonymous = await openLive(base);
    expect(anonymous.response.status).toBe(401);
    expect((await anonymous.response.json()).code).toBe('NOT_AUTHENTICATED');
    const wrongAccept = await openLive(base, shopA.access, 'application/json');
    expect(wrongAccept.response.status).toBe(400);
    const body = await wrongAccept.response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toHaveProperty('accept');
    const head = await fetch(`${base}/api/live`, {
      method: 'HEAD',
      headers: { ...bearer(shopA.access), accept: 'text/event-stream' },
    });
    expect(head.status).toBe(404);
  });

  it("tells a member of the shop about a customer's submission, and another shop nothing", async () => {
    const florist = await addStaff(app, database.db, { businessId: shopA.business.id, role: 'florist' });
    const floristStream = await openLive(base, florist.access);
    const ownerStream = await openLive(base, shopA.access);
    const otherShop = await openLive(base, shopB.access);
    expect(floristStream.response.status).toBe(200);
    expect(floristStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await Promise.all([floristStream, ownerStream, otherShop].map((s) => s.next((e) => e.event === 'ready')));

    const order = await draftOrder(app, shopA.headers);
    const created = await floristStream.next((e) => e.event === 'order');
    expect(created.data).toEqual({
      kind: 'order.created',
      uuid: order.uuid,
      number: order.number,
      order_status: 'draft',
      payment_status: 'pending',
    });

    expect((await submit(order.uuid)).statusCode).toBe(200);
    const submitted = await floristStream.next(
      (e) => e.event === 'order' && (e.data as { kind: string }).kind === 'order.submitted',
    );
    expect(submitted.data).toMatchObject({ uuid: order.uuid, order_status: 'pending' });
    // Nothing about the customer travels: no names, addresses or messages.
    const raw = JSON.stringify(floristStream.events);
    for (const secret of Object.values(deliveryDetails())) expect(raw).not.toContain(String(secret));

    // The other shop heard nothing of it, even after a change of its own arrived.
    const own = await draftOrder(app, shopB.headers);
    await otherShop.next((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === own.uuid);
    expect(
      otherShop.events.filter((e) => e.event === 'order').map((e) => (e.data as { uuid: string }).uuid),
    ).toEqual([own.uuid]);
    for (const stream of [floristStream, ownerStream, otherShop]) stream.close();
  });

  it('announces status, note, assignment, prices, payment and deletion as they happen', async () => {
    const stream = await openLive(base, shopA.access);
    await stream.next((e) => e.event === 'ready');
    const order = await draftOrder(app, shopA.headers);
    await submit(order.uuid);
    const url = `/api/orders/${order.uuid}`;
    const post = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `${url}/${path}`, headers: shopA.headers, payload });
    expect((await post('status', { status: 'ready' })).statusCode).toBe(200);
    expect((await post('note', { note: 'ring twice' })).statusCode).toBe(200);
    const me = (await app.inject({ method: 'GET', url: '/api/users/info', headers: shopA.headers })).json();
    expect((await post('assign', { assigned_to: me.id })).statusCode).toBe(200);
    expect((await post('prices', { price: 45, delivery_price: 5.9 })).statusCode).toBe(200);
    expect((await post('paid', { payment_method: 'cash' })).statusCode).toBe(200);
    // Money kept keeps its order (docs/decisions/048): the payment is undone before it can go.
    expect((await post('unpaid', { reason: 'Rang up by mistake' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url, headers: shopA.headers })).statusCode).toBeLessThan(
      300,
    );
    await stream.next((e) => (e.data as { change?: string }).change === 'deleted');
    const ofOrder = stream.events
      .filter((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === order.uuid)
      .map((e) => e.data as { kind: string; change?: string; order_status: string; payment_status: string });
    expect(ofOrder.map((e) => [e.kind, e.change])).toEqual([
      ['order.created', undefined],
      ['order.submitted', undefined],
      ['order.changed', 'status'],
      ['order.changed', 'note'],
      ['order.changed', 'assigned'],
      ['order.changed', 'price'],
      ['order.paid', undefined],
      ['order.changed', 'payment'],
      ['order.changed', 'deleted'],
    ]);
    expect(ofOrder[2]).toMatchObject({ order_status: 'ready' });
    expect(ofOrder[6]).toMatchObject({ payment_status: 'done' });
    stream.close();
  });

  it('announces the delivery run, refunds and an undone payment', async () => {
    const stream = await openLive(base, shopA.access);
    await stream.next((e) => e.event === 'ready');
    // The afternoon window has no capacity, so these orders leave the morning's places to the tests after.
    const placeAfternoon = (uuid: string) =>
      app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}`,
        payload: deliveryDetails({ time_slot: '13:00-17:00' }),
        remoteAddress: uniqueIp(),
      });
    const order = await draftOrder(app, shopA.headers);
    expect((await placeAfternoon(order.uuid)).statusCode).toBe(200);
    const url = `/api/orders/${order.uuid}`;
    const post = (path: string, payload: object) =>
      app.inject({ method: 'POST', url: `${url}/${path}`, headers: shopA.headers, payload });
    expect((await post('status', { status: 'ready' })).statusCode).toBe(200);
    expect((await post('paid', { payment_method: 'cash' })).statusCode).toBe(200);
    expect((await post('refunds', { amount: 5, reason: 'One stem broken' })).statusCode).toBeLessThan(300);
    expect((await post('out-for-delivery', { driver_name: 'Speedy Couriers' })).statusCode).toBeLessThan(300);
    expect((await post('attempted', { note: 'Nobody home' })).statusCode).toBeLessThan(300);
    expect((await post('back-in-shop', {})).statusCode).toBeLessThan(300);
    const second = await draftOrder(app, shopA.headers);
    expect((await placeAfternoon(second.uuid)).statusCode).toBe(200);
    await app.inject({
      method: 'POST',
      url: `/api/orders/${second.uuid}/paid`,
      headers: shopA.headers,
      payload: { payment_method: 'cash' },
    });
    const undo = await app.inject({
      method: 'POST',
      url: `/api/orders/${second.uuid}/unpaid`,
      headers: shopA.headers,
      payload: { reason: 'Marked by mistake' },
    });
    expect(undo.statusCode).toBeLessThan(300);
    await stream.next(
      (e) =>
        (e.data as { uuid?: string; change?: string }).uuid === second.uuid &&
        (e.data as { change?: string }).change === 'payment',
    );
    const changes = (uuid: string) =>
      stream.events
        .filter((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === uuid)
        .map((e) => (e.data as { change?: string }).change)
        .filter(Boolean);
    expect(changes(order.uuid)).toEqual(['status', 'payment', 'delivery', 'delivery', 'delivery']);
    expect(changes(second.uuid)).toEqual(['payment']);
    stream.close();
  });

  it('tells the person who made a change that it was theirs, and the rest of the shop as news', async () => {
    const florist = await addStaff(app, database.db, { businessId: shopA.business.id, role: 'florist' });
    const own = await openLive(base, shopA.access);
    const theirs = await openLive(base, florist.access);
    await Promise.all([own, theirs].map((s) => s.next((e) => e.event === 'ready')));
    const order = await draftOrder(app, shopA.headers);
    // The owner takes the order on the phone and records the payment: their own doing.
    const placed = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: shopA.headers,
      payload: deliveryDetails({ time_slot: '13:00-17:00' }),
    });
    expect(placed.statusCode).toBe(200);
    const paid = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/paid`,
      headers: shopA.headers,
      payload: { payment_method: 'cash' },
    });
    expect(paid.statusCode).toBe(200);
    const ofOrder = async (stream: typeof own) => {
      await stream.next((e) => (e.data as { kind?: string; uuid?: string }).kind === 'order.paid');
      return stream.events
        .filter((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === order.uuid)
        .map((e) => [(e.data as { kind: string }).kind, (e.data as { self?: boolean }).self ?? false]);
    };
    expect(await ofOrder(own)).toEqual([
      ['order.created', true],
      ['order.submitted', true],
      ['order.paid', true],
    ]);
    expect(await ofOrder(theirs)).toEqual([
      ['order.created', false],
      ['order.submitted', false],
      ['order.paid', false],
    ]);
    own.close();
    theirs.close();
  });

  it('sends nothing for a change that is rolled back, nor for a refused one', async () => {
    const stream = await openLive(base, shopA.access);
    await stream.next((e) => e.event === 'ready');
    const order = await draftOrder(app, shopA.headers);
    await stream.next((e) => e.event === 'order');
    const announced = { id: order.uuid, businessId: shopA.business.id, number: order.number };
    await database.db
      .transaction(async (tx) => {
        await publishOrderEvent(tx, {
          kind: 'order.paid',
          order: { ...announced, orderStatus: 'pending', paymentStatus: 'done' },
        });
        throw new Error('changed my mind');
      })
      .catch(() => {});
    // A refused submission (a zip code the shop does not serve) is rolled back as a whole.
    const refused = await app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ delivery_zipcode: '99999' }),
      remoteAddress: uniqueIp(),
    });
    expect(refused.statusCode).toBe(400);
    // A committed marker after both: once it is here, anything sent before it would be too.
    await database.db.transaction((tx) =>
      publishOrderEvent(tx, {
        kind: 'order.changed',
        order: { ...announced, orderStatus: 'draft', paymentStatus: 'pending' },
        change: 'marker',
      }),
    );
    await stream.next((e) => (e.data as { change?: string }).change === 'marker');
    const kinds = stream.events
      .filter((e) => e.event === 'order')
      .map((e) => (e.data as { kind: string }).kind);
    expect(kinds).toEqual(['order.created', 'order.changed']);
    stream.close();
  });

  it('keeps the stream alive with comments and bounds the streams a user may hold', async () => {
    const staff = await addStaff(app, database.db, { businessId: shopA.business.id, role: 'manager' });
    const open = await Promise.all(
      Array.from({ length: LIMITS.perUser }, () => openLive(base, staff.access)),
    );
    expect(open.map((s) => s.response.status)).toEqual(open.map(() => 200));
    const tooMany = await openLive(base, staff.access);
    expect(tooMany.response.status).toBe(429);
    expect((await tooMany.response.json()).code).toBe('RATE_LIMITED');
    // A closed stream frees its place.
    open[0]?.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await openLive(base, staff.access);
    expect(again.response.status).toBe(200);
    // Still open after several heartbeats: the beats are comments, not events.
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(again.isEnded()).toBe(false);
    for (const stream of [...open, again]) stream.close();
  });

  it('ends the stream when its session is ended elsewhere (a password change)', async () => {
    const manager = await addStaff(app, database.db, { businessId: shopA.business.id, role: 'manager' });
    const stream = await openLive(base, manager.access);
    await stream.next((e) => e.event === 'ready');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/users/update-password',
      headers: bearer(manager.access),
      payload: { current_password: GOOD_PASSWORD, new_password: 'tulips-in-april-77' },
    });
    expect(changed.statusCode).toBe(200);
    const end = await stream.next((e) => e.event === 'end', HEARTBEAT_MS * 10);
    expect(end.data).toEqual({ reason: 'signed_out' });
    await stream.ended;
    expect(stream.isEnded()).toBe(true);
  });

  it('ends the stream when its token runs out', async () => {
    const info = await app.inject({ method: 'GET', url: '/api/users/info', headers: shopA.headers });
    const shortLived = createAccessTokens(config.jwtSecret ?? '', 1);
    const token = await shortLived.sign({ userId: info.json().id, sessionVersion: 0 });
    const stream = await openLive(base, token);
    expect(stream.response.status).toBe(200);
    const end = await stream.next((e) => e.event === 'end', 3_000);
    expect(end.data).toEqual({ reason: 'expired' });
  });

  it('ends every stream at once when the server shuts down', async () => {
    const second = await listening(database);
    const stream = await openLive(second.base, shopA.access);
    await stream.next((e) => e.event === 'ready');
    const started = Date.now();
    await second.app.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await stream.next((e) => e.event === 'end')).data).toEqual({ reason: 'shutdown' });
  });
});

describe.runIf(Boolean(inject('databaseUrl')))('across processes (PostgreSQL)', () => {
  it('a change through one app instance reaches a stream on another', async () => {
    const url = inject('databaseUrl') as string;
    const otherDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const other = await listening(otherDatabase);
    try {
      const stream = await openLive(other.base, shopA.access);
      await stream.next((e) => e.event === 'ready');
      const order = await draftOrder(app, shopA.headers);
      await submit(order.uuid);
      const submitted = await stream.next(
        (e) => e.event === 'order' && (e.data as { kind: string }).kind === 'order.submitted',
      );
      expect(submitted.data).toMatchObject({ uuid: order.uuid, number: order.number });
      stream.close();
    } finally {
      await other.app.close();
      await otherDatabase.close();
    }
  });

  it('listens again after the database drops the listening connection', async () => {
    const stream = await openLive(base, shopA.access);
    await stream.next((e) => e.event === 'ready');
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen "petal_live"' and datname = current_database()`,
    );
    // Reconnecting says so, so that screens reload what they may have missed.
    await stream.next((e) => e.event === 'resync', 5_000);
    const order = await draftOrder(app, shopA.headers);
    await stream.next((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === order.uuid);
    stream.close();
  });
});
