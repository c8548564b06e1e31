import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../lib/context';
import { addStaff, bearer } from '../../test/fixtures';
import { deliveryDetails, draftOrder } from '../../test/shop-setup';
import { openLive } from '../../test/sse-reader';
import { closeLiveApp, openLiveApp, type Shop, submitDetails } from './live-test-setup';

/*
 * Who the live stream lets in, and what it tells them: the shop's members about their own shop only.
 */

let config: Config;
let database: Database;
let app: App;
let base: string;
let shopA: Shop;
let shopB: Shop;

beforeAll(async () => {
  ({ config, database, app, base, shopA, shopB } = await openLiveApp());
});

afterAll(() => closeLiveApp({ app, database, config }));

const submit = (uuid: string) => submitDetails(app, uuid);

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
});
