import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { deliveryDetails, draftOrder } from '../../test/shop-setup';
import { openLive } from '../../test/sse-reader';
import { setupLiveApp, submitDetails } from './live-test-setup';

/*
 * Who the live stream lets in, and what it tells them: the shop's members about their own shop only.
 */

const live = setupLiveApp();

const submit = (uuid: string) => submitDetails(live.app, uuid);

describe('GET /api/live', () => {
  it('refuses a request without a token (401), one that does not ask for events (400), and HEAD', async () => {
    const anonymous = await openLive(live.base);
    expect(anonymous.response.status).toBe(401);
    expect((await anonymous.response.json()).code).toBe('NOT_AUTHENTICATED');
    const wrongAccept = await openLive(live.base, live.shopA.access, 'application/json');
    expect(wrongAccept.response.status).toBe(400);
    const body = await wrongAccept.response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toHaveProperty('accept');
    const head = await fetch(`${live.base}/api/live`, {
      method: 'HEAD',
      headers: { ...bearer(live.shopA.access), accept: 'text/event-stream' },
    });
    expect(head.status).toBe(404);
  });

  it("tells a member of the shop about a customer's submission, and another shop nothing", async () => {
    const florist = await addStaff(live.app, live.database.db, {
      businessId: live.shopA.business.id,
      role: 'florist',
    });
    const floristStream = await openLive(live.base, florist.access);
    const ownerStream = await openLive(live.base, live.shopA.access);
    const otherShop = await openLive(live.base, live.shopB.access);
    expect(floristStream.response.status).toBe(200);
    expect(floristStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await Promise.all([floristStream, ownerStream, otherShop].map((s) => s.next((e) => e.event === 'ready')));

    const order = await draftOrder(live.app, live.shopA.headers);
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
    const own = await draftOrder(live.app, live.shopB.headers);
    await otherShop.next((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === own.uuid);
    expect(
      otherShop.events.filter((e) => e.event === 'order').map((e) => (e.data as { uuid: string }).uuid),
    ).toEqual([own.uuid]);
    for (const stream of [floristStream, ownerStream, otherShop]) stream.close();
  });
});
