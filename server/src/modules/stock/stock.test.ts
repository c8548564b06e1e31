import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { draftOrder, openShop } from '../../test/shop-setup';
import { staffCall, staffOk } from '../../test/staff-call';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Headers = Record<string, string>;

const purchase = (headers: Headers, items: Record<string, unknown>[]) =>
  t.app.inject({ method: 'POST', url: '/api/stock/', headers, payload: { type: 'purchase', items } });
const current = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/stock/current', headers })).json();
const sale = (headers: Headers, flowerId: string, fields: Record<string, string>) => {
  const form = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/stock/${flowerId}/sale`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

describe('stock', () => {
  it('a first purchase creates flowers; later ones average the cost per stem', async () => {
    const shop = await openShop(t.app);
    const first = await purchase(shop.headers, [
      { name: 'Garden rose', quantity: 10, unit_cost: 1.2 },
      { name: 'Eucalyptus', quantity: 20, unit_cost: 0.35 },
    ]);
    expect(first.statusCode).toBe(201);
    expect(first.json().items.map((m: { type: string; quantity: number }) => [m.type, m.quantity])).toEqual([
      ['purchase', 10],
      ['purchase', 20],
    ]);
    const rose = first.json().items[0].flower.id;
    // "garden ROSE" is the same flower; 10 at 1.20 and 30 at 1.00 make 40 at 1.05.
    await purchase(shop.headers, [{ name: 'garden ROSE', quantity: 30, unit_cost: 1 }]);
    const stock = await current(shop.headers);
    expect(stock.items).toEqual([
      expect.objectContaining({ name: 'Eucalyptus', quantity: 20, unit_cost: 0.35, value: 7 }),
      expect.objectContaining({ id: rose, name: 'Garden rose', quantity: 40, unit_cost: 1.05, value: 42 }),
    ]);
    expect(stock.totals).toEqual({ items: 2, quantity: 60, value: 49, low_stock: 0, waste_value_30d: 0 });
  });

  it('records expiries as waste, never below zero, all rows or none', async () => {
    const shop = await openShop(t.app);
    const bought = await purchase(shop.headers, [
      { name: 'Tulip', quantity: 5, unit_cost: 0.8 },
      { name: 'Lily', quantity: 2, unit_cost: 2 },
    ]);
    const [tulip, lily] = bought.json().items.map((m: { flower: { id: string } }) => m.flower.id);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/stock/',
      headers: shop.headers,
      payload: {
        type: 'expiry',
        items: [
          { flower_id: tulip, quantity: 2 },
          { flower_id: lily, quantity: 3 },
        ],
      },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('Only 2 stems of Lily');
    expect((await current(shop.headers)).totals.quantity).toBe(7);
    const wasted = await t.app.inject({
      method: 'POST',
      url: '/api/stock/',
      headers: shop.headers,
      payload: { type: 'expiry', items: [{ flower_id: tulip, quantity: 2 }] },
    });
    expect(wasted.json().items[0]).toMatchObject({ type: 'expiry', quantity: -2, unit_cost: 0.8 });
    expect((await current(shop.headers)).totals).toMatchObject({ quantity: 5, waste_value_30d: 1.6 });
  });

  it.each([
    [{ type: 'purchase', items: [] }, 'items'],
    [{ type: 'purchase', items: [{ name: 'Rose', quantity: 3 }] }, 'items.0.unit_cost'],
    [{ type: 'purchase', items: [{ name: 'Rose', quantity: -3, unit_cost: 1 }] }, 'items.0.quantity'],
    [{ type: 'purchase', items: [{ name: 'Rose', quantity: 1.5, unit_cost: 1 }] }, 'items.0.quantity'],
    [{ type: 'purchase', items: [{ quantity: 3, unit_cost: 1 }] }, 'items.0.flower_id'],
    [{ type: 'gift', items: [{ name: 'Rose', quantity: 3, unit_cost: 1 }] }, 'type'],
    [{ type: 'expiry', items: [{ name: 'Rose', quantity: 3 }] }, 'items.0.flower_id'],
  ])('refuses bad movements %j', async (payload, field) => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stock/',
      headers: shop.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty([field]);
  });

  it('adds flowers by hand, one per name', async () => {
    const shop = await openShop(t.app);
    const flower = { name: 'Ranunculus', unit_cost: 0.9, quantity: 12, reorder_level: 15 };
    const created = await staffOk(t.app, shop, 'POST', '/api/flowers', flower);
    expect(created).toMatchObject({ name: 'Ranunculus', quantity: 12, low: true, value: 10.8 });
    const again = await staffCall(t.app, shop, 'POST', '/api/flowers', { name: 'ranunculus ', unit_cost: 1 });
    expect(again.status).toBe(409);
    expect((await current(shop.headers)).totals.low_stock).toBe(1);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/stock/movements?type=count',
      headers: shop.headers,
    });
    expect(history.json().items).toMatchObject([
      { type: 'count', quantity: 12, flower: { name: 'Ranunculus' } },
    ]);
  });

  it('corrects counts by compare-and-set: a stale count changes nothing', async () => {
    const shop = await openShop(t.app);
    const id = (await purchase(shop.headers, [{ name: 'Peony', quantity: 10, unit_cost: 2 }])).json().items[0]
      .flower.id;
    const update = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/flowers/${id}/update`, headers: shop.headers, payload });
    const counted = await update({ unit_cost: 2.5, old_quantity: 10, new_quantity: 8 });
    expect(counted.json()).toMatchObject({ quantity: 8, unit_cost: 2.5 });
    const stale = await update({ unit_cost: 3, old_quantity: 10, new_quantity: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT', details: { current_quantity: 8 } });
    expect((await current(shop.headers)).items[0]).toMatchObject({ quantity: 8, unit_cost: 2.5 });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/stock/movements?flower_id=${id}`,
      headers: shop.headers,
    });
    expect(history.json().items.map((m: { type: string; quantity: number }) => [m.type, m.quantity])).toEqual(
      [
        ['count', -2],
        ['purchase', 10],
      ],
    );
    expect(history.json().items[0].by).toMatchObject({ name: expect.any(String) });
  });

  it('sells stems into an order; the cost page shows cost and margin; a line goes back to stock', async () => {
    const shop = await openShop(t.app);
    const [rose, fern] = (
      await purchase(shop.headers, [
        { name: 'Rose', quantity: 10, unit_cost: 1.5 },
        { name: 'Fern', quantity: 10, unit_cost: 0.25 },
      ])
    )
      .json()
      .items.map((m: { flower: { id: string } }) => m.flower.id);
    const order = await draftOrder(t.app, shop.headers, { price: 39.9 });
    const sold = await sale(shop.headers, rose, { quantity: '5', order_uuid: order.uuid });
    expect(sold.statusCode).toBe(201);
    expect(sold.json()).toMatchObject({
      type: 'sale',
      quantity: -5,
      order: { uuid: order.uuid, number: order.number },
    });
    await sale(shop.headers, fern, { quantity: '4', order_uuid: order.uuid });
    const cost = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/cost`,
      headers: shop.headers,
    });
    expect(cost.json()).toEqual({
      lines: [
        { flower_id: fern, name: 'Fern', quantity: 4, cost: 1 },
        { flower_id: rose, name: 'Rose', quantity: 5, cost: 7.5 },
      ],
      cost: 8.5,
      price: 39.9,
      margin: 31.4,
      currency: 'EUR',
      net: false,
    });
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json().cost).toBe(8.5);
    const returned = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}/cost/${rose}`,
      headers: shop.headers,
    });
    expect(returned.json()).toMatchObject({ cost: 1, margin: 38.9, lines: [{ name: 'Fern' }] });
    expect((await current(shop.headers)).items.find((f: { id: string }) => f.id === rose).quantity).toBe(10);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}/cost/${rose}`,
      headers: shop.headers,
    });
    expect(again.statusCode).toBe(404);
    const tooMany = await sale(shop.headers, fern, { quantity: '7', order_uuid: order.uuid });
    expect(tooMany.statusCode).toBe(409);
  });

  it('keeps shops apart: another shop’s flower or order is not found', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = (await purchase(other.headers, [{ name: 'Orchid', quantity: 5, unit_cost: 4 }])).json()
      .items[0].flower.id;
    const theirOrder = await draftOrder(t.app, other.headers);
    const mine = (await purchase(shop.headers, [{ name: 'Rose', quantity: 5, unit_cost: 1 }])).json().items[0]
      .flower.id;
    const myOrder = await draftOrder(t.app, shop.headers);
    expect((await sale(shop.headers, theirs, { quantity: '1', order_uuid: myOrder.uuid })).statusCode).toBe(
      404,
    );
    const foreignOrder = await sale(shop.headers, mine, { quantity: '1', order_uuid: theirOrder.uuid });
    expect(foreignOrder.statusCode).toBe(400);
    expect(foreignOrder.json().details).toHaveProperty('order_uuid');
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/flowers/${theirs}/update`,
      headers: shop.headers,
      payload: { unit_cost: 1, old_quantity: 5, new_quantity: 0 },
    });
    expect(update.statusCode).toBe(404);
    const expiry = await t.app.inject({
      method: 'POST',
      url: '/api/stock/',
      headers: shop.headers,
      payload: { type: 'expiry', items: [{ flower_id: theirs, quantity: 1 }] },
    });
    expect(expiry.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/orders/${theirOrder.uuid}/cost`,
          headers: shop.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await current(shop.headers)).items.map((f: { name: string }) => f.name)).toEqual(['Rose']);
    expect((await current(other.headers)).items[0]).toMatchObject({ name: 'Orchid', quantity: 5 });
  });

  it('is open to florists, closed to strangers', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const headers = bearer(florist.access);
    expect((await purchase(headers, [{ name: 'Aster', quantity: 3, unit_cost: 0.5 }])).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/movements', headers })).json().count).toBe(
      1,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/flowers', headers })).json().count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/stock/current' })).statusCode).toBe(401);
  });
});
