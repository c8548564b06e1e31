import { describe, expect, it } from 'vitest';
import { daysFromNow, draftOrder, openShop } from '../../test/shop-setup';
import { setupOrders } from './orders-setup';

/*
 * The florist's work: moving orders a step at a time, and the list views with their counts.
 */

const { t, submitted, setStatus } = setupOrders();

describe('the florist’s work', () => {
  it('moves orders forward one step and back one step, refusing other moves with 409', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop);
    const draft = await draftOrder(t.app, shop.headers);
    expect((await setStatus(shop.headers, order.uuid, 'done')).statusCode).toBe(409);
    expect((await setStatus(shop.headers, draft.uuid, 'pending')).statusCode).toBe(409);
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'pending')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'done')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'draft')).statusCode).toBe(409);
    expect((await setStatus(shop.headers, order.uuid, 'pending')).statusCode).toBe(409);
    const bad = await setStatus(shop.headers, order.uuid, 'shipped');
    expect(bad.statusCode).toBe(400);
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json().history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'draft',
      'pending',
      'ready',
      'pending',
      'ready',
      'done',
    ]);
    expect(intern.json().history[2].by.name).toBeTruthy();
  });

  it('shows each list view exactly as docs/product.md (Order lists) defines it, in its order, with counts', async () => {
    const shop = await openShop(t.app);
    const late = await submitted(shop, { delivery_date: daysFromNow(6) });
    const soon = await submitted(shop, { delivery_date: daysFromNow(1), time_slot: '13:00-17:00' });
    const sooner = await submitted(shop, { delivery_date: daysFromNow(1) });
    const done = await submitted(shop, { delivery_date: daysFromNow(2) });
    const draft = await draftOrder(t.app, shop.headers);
    for (const status of ['ready', 'done']) await setStatus(shop.headers, done.uuid, status);
    await setStatus(shop.headers, soon.uuid, 'ready');
    const view = async (status: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders?status=${status}&limit=20&offset=0`,
        headers: shop.headers,
      });
      const body = response.json();
      return { uuids: body.items.map((o: { uuid: string }) => o.uuid), count: body.count };
    };
    expect(await view('pending')).toEqual({ uuids: [sooner.uuid, soon.uuid, late.uuid], count: 3 });
    expect(await view('ready')).toEqual({ uuids: [soon.uuid], count: 1 });
    expect(await view('done')).toEqual({ uuids: [done.uuid], count: 1 });
    expect(await view('all')).toEqual({
      uuids: [draft.uuid, done.uuid, sooner.uuid, soon.uuid, late.uuid],
      count: 5,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&limit=2&offset=2',
      headers: shop.headers,
    });
    expect(page.json().items.map((o: { uuid: string }) => o.uuid)).toEqual([sooner.uuid, soon.uuid]);
    expect(page.json().count).toBe(5);
    // A page past the end still says how many there are.
    const beyond = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&limit=2&offset=10',
      headers: shop.headers,
    });
    expect(beyond.json()).toMatchObject({ items: [], count: 5, next_cursor: null });
  });

  it('refuses bad list queries', async () => {
    const shop = await openShop(t.app);
    for (const query of ['status=shipped', 'limit=0', 'limit=301', 'offset=-1', 'limit=ten']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: shop.headers }))
          .statusCode,
        query,
      ).toBe(400);
    }
  });
});
