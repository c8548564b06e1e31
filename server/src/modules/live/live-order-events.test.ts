import { describe, expect, it } from 'vitest';
import { addStaff } from '../../test/fixtures';
import { deliveryDetails, draftOrder } from '../../test/shop-setup';
import { openLive } from '../../test/sse-reader';
import { uniqueIp } from '../../test/test-app';
import { setupLiveApp, submitDetails } from './live-test-setup';
import { publishOrderEvent } from './order-events.service';

/*
 * The live stream announces an order's changes as they happen, to whom they concern, and only
 * changes that were made.
 */

const live = setupLiveApp();

const submit = (uuid: string) => submitDetails(live.app, uuid);

describe('GET /api/live', () => {
  it('announces status, note, assignment, prices, payment and deletion as they happen', async () => {
    const stream = await openLive(live.base, live.shopA.access);
    await stream.next((e) => e.event === 'ready');
    const order = await draftOrder(live.app, live.shopA.headers);
    await submit(order.uuid);
    const url = `/api/orders/${order.uuid}`;
    const post = (path: string, payload: object) =>
      live.app.inject({ method: 'POST', url: `${url}/${path}`, headers: live.shopA.headers, payload });
    expect((await post('status', { status: 'ready' })).statusCode).toBe(200);
    expect((await post('note', { note: 'ring twice' })).statusCode).toBe(200);
    const me = (
      await live.app.inject({ method: 'GET', url: '/api/users/info', headers: live.shopA.headers })
    ).json();
    expect((await post('assign', { assigned_to: me.id })).statusCode).toBe(200);
    expect((await post('prices', { price: 45, delivery_price: 5.9 })).statusCode).toBe(200);
    expect((await post('paid', { payment_method: 'cash' })).statusCode).toBe(200);
    // Money kept keeps its order (docs/decisions/048): the payment is undone before it can go.
    expect((await post('unpaid', { reason: 'Rang up by mistake' })).statusCode).toBe(200);
    expect(
      (await live.app.inject({ method: 'DELETE', url, headers: live.shopA.headers })).statusCode,
    ).toBeLessThan(300);
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
    const stream = await openLive(live.base, live.shopA.access);
    await stream.next((e) => e.event === 'ready');
    // The afternoon window has no capacity, so these orders leave the morning's places to the tests after.
    const placeAfternoon = (uuid: string) =>
      live.app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}`,
        payload: deliveryDetails({ time_slot: '13:00-17:00' }),
        remoteAddress: uniqueIp(),
      });
    const order = await draftOrder(live.app, live.shopA.headers);
    expect((await placeAfternoon(order.uuid)).statusCode).toBe(200);
    const url = `/api/orders/${order.uuid}`;
    const post = (path: string, payload: object) =>
      live.app.inject({ method: 'POST', url: `${url}/${path}`, headers: live.shopA.headers, payload });
    expect((await post('status', { status: 'ready' })).statusCode).toBe(200);
    expect((await post('paid', { payment_method: 'cash' })).statusCode).toBe(200);
    expect((await post('refunds', { amount: 5, reason: 'One stem broken' })).statusCode).toBeLessThan(300);
    expect((await post('out-for-delivery', { driver_name: 'Speedy Couriers' })).statusCode).toBeLessThan(300);
    expect((await post('attempted', { note: 'Nobody home' })).statusCode).toBeLessThan(300);
    expect((await post('back-in-shop', {})).statusCode).toBeLessThan(300);
    const second = await draftOrder(live.app, live.shopA.headers);
    expect((await placeAfternoon(second.uuid)).statusCode).toBe(200);
    await live.app.inject({
      method: 'POST',
      url: `/api/orders/${second.uuid}/paid`,
      headers: live.shopA.headers,
      payload: { payment_method: 'cash' },
    });
    const undo = await live.app.inject({
      method: 'POST',
      url: `/api/orders/${second.uuid}/unpaid`,
      headers: live.shopA.headers,
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
    const florist = await addStaff(live.app, live.database.db, {
      businessId: live.shopA.business.id,
      role: 'florist',
    });
    const own = await openLive(live.base, live.shopA.access);
    const theirs = await openLive(live.base, florist.access);
    await Promise.all([own, theirs].map((s) => s.next((e) => e.event === 'ready')));
    const order = await draftOrder(live.app, live.shopA.headers);
    // The owner takes the order on the phone and records the payment: their own doing.
    const placed = await live.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      headers: live.shopA.headers,
      payload: deliveryDetails({ time_slot: '13:00-17:00' }),
    });
    expect(placed.statusCode).toBe(200);
    const paid = await live.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/paid`,
      headers: live.shopA.headers,
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
    const stream = await openLive(live.base, live.shopA.access);
    await stream.next((e) => e.event === 'ready');
    const order = await draftOrder(live.app, live.shopA.headers);
    await stream.next((e) => e.event === 'order');
    const announced = { id: order.uuid, businessId: live.shopA.business.id, number: order.number };
    await live.database.db
      .transaction(async (tx) => {
        await publishOrderEvent(tx, {
          kind: 'order.paid',
          order: { ...announced, orderStatus: 'pending', paymentStatus: 'done' },
        });
        throw new Error('changed my mind');
      })
      .catch(() => {});
    // A refused submission (a zip code the shop does not serve) is rolled back as a whole.
    const refused = await live.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}`,
      payload: deliveryDetails({ delivery_zipcode: '99999' }),
      remoteAddress: uniqueIp(),
    });
    expect(refused.statusCode).toBe(400);
    // A committed marker after both: once it is here, anything sent before it would be too.
    await live.database.db.transaction((tx) =>
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
});
