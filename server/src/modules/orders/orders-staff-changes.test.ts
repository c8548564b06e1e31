import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { openShop } from '../../test/shop-setup';
import { setupOrders } from './orders-setup';

/*
 * The florist's work: notes, assignment and payment, soft deletion, and every shop kept to its own
 * orders.
 */

const { t, submitted } = setupOrders();

describe('the florist’s work', () => {
  it('keeps a note, assigns and unassigns, and records one payment however often it is sent', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const floristInfo = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(florist.access) })
    ).json();
    const order = await submitted(shop);
    const post = (path: string, payload: object, headers = shop.headers) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.uuid}/${path}`, headers, payload });
    expect((await post('note', { note: 'Call before delivery' }, bearer(florist.access))).statusCode).toBe(
      200,
    );
    expect((await post('assign', { assigned_to: floristInfo.id })).statusCode).toBe(200);
    let intern = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers: shop.headers })
    ).json();
    expect(intern).toMatchObject({ note: 'Call before delivery', assigned_to: { id: floristInfo.id } });
    expect((await post('assign', { assigned_to: null })).statusCode).toBe(200);

    const paid = await Promise.all([1, 2, 3].map(() => post('paid', { payment_method: 'card' })));
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await post('paid', { payment_method: 'bitcoin' })).statusCode).toBe(400);
    intern = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers: shop.headers })
    ).json();
    expect(intern).toMatchObject({ assigned_to: null, payment_status: 'done', payment_method: 'card' });
    expect(intern.paid_at).toBeTruthy();
  });

  it('deletes softly, staff only: the order leaves the lists and counts but its link still answers 404', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const order = await submitted(shop);
    const byFlorist = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: bearer(florist.access),
    });
    expect(byFlorist.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.uuid}`, headers: shop.headers }))
        .statusCode,
    ).toBe(204);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(list.json()).toMatchObject({ items: [], count: 0, next_cursor: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.uuid}`, headers: shop.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps every shop to its own orders: another shop’s uuid answers 404', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await submitted(shop);
    const requests = [
      ['GET', `/api/orders/${order.uuid}/intern`, undefined],
      ['POST', `/api/orders/${order.uuid}/status`, { status: 'ready' }],
      ['POST', `/api/orders/${order.uuid}/note`, { note: 'x' }],
      ['POST', `/api/orders/${order.uuid}/assign`, { assigned_to: null }],
      ['POST', `/api/orders/${order.uuid}/paid`, { payment_method: 'cash' }],
      ['DELETE', `/api/orders/${order.uuid}`, undefined],
    ] as const;
    for (const [method, url, payload] of requests) {
      const response = await t.app.inject({
        method,
        url,
        headers: other.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?status=all', headers: other.headers })).json()
        .count,
    ).toBe(0);
  });
});
