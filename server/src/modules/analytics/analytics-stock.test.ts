import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema';
import { daysFromNow, openShop } from '../../test/shop-setup';
import { type Json, type Shop, setupAnalytics } from './analytics-setup';

/*
 * Analytics' waste and flowers' margin, valued as the stock pages value them.
 */

const { t, makeOrder, get, analyticsOf, ada, grace, bob } = setupAnalytics();

describe('analytics', () => {
  it('values waste and the flowers’ margin as the stock pages do', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const range = `start=${daysFromNow(-1)}&end=${daysFromNow(1)}`;
    const post = async (s: Shop, url: string, payload: Json) => {
      const response = await t.app.inject({ method: 'POST', url, headers: s.headers, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    };
    const bought = async (s: Shop) =>
      (
        await post(s, '/api/stock/', {
          type: 'purchase',
          items: [
            { name: 'Rose', quantity: 40, unit_cost: 0.4375 },
            { name: 'Tulip', quantity: 20, unit_cost: 1.2 },
          ],
        })
      ).items.map((m: { flower: { id: string } }) => m.flower.id) as [string, string];

    const empty = await analyticsOf(shop, range);
    expect(empty.waste).toEqual({ value: 0, stems: 0 });
    expect(empty.margin).toEqual({ revenue: 0, cost: 0, margin: 0, orders: 0 });

    const [rose, tulip] = await bought(shop);
    const wasted = await post(shop, '/api/stock/', {
      type: 'expiry',
      items: [
        { flower_id: rose, quantity: 5 },
        { flower_id: tulip, quantity: 1 },
      ],
    });
    // An expiry of last month is not in the range.
    const old = await post(shop, '/api/stock/', {
      type: 'expiry',
      items: [{ flower_id: tulip, quantity: 2 }],
    });
    await t.database.db
      .update(stockMovements)
      .set({ at: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(stockMovements.id, old.items[0].id));
    expect(wasted.count).toBe(2);

    const sold = await makeOrder(shop, {
      price: 19.99,
      delivery: 5.9,
      sender: ada,
      paid: { method: 'card' },
    });
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 4, order_uuid: sold.uuid });
    await post(shop, `/api/stock/${tulip}/sale`, { quantity: 3, order_uuid: sold.uuid });
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 1, order_uuid: sold.uuid });
    // Flowers taken back from a paid order: it has no cost left and leaves the margin.
    const takenBack = await makeOrder(shop, { price: 50, sender: grace, paid: { method: 'cash' } });
    await post(shop, `/api/stock/${tulip}/sale`, { quantity: 2, order_uuid: takenBack.uuid });
    const back = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${takenBack.uuid}/cost/${tulip}`,
      headers: shop.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
    // Not paid: no margin yet.
    const unpaid = await makeOrder(shop, { price: 80, sender: bob });
    await post(shop, `/api/stock/${rose}/sale`, { quantity: 2, order_uuid: unpaid.uuid });
    // Another shop's waste and sales never count.
    const [theirRose] = await bought(other);
    await post(other, '/api/stock/', { type: 'expiry', items: [{ flower_id: theirRose, quantity: 9 }] });
    const theirs = await makeOrder(other, { price: 70, sender: ada, paid: { method: 'cash' } });
    await post(other, `/api/stock/${theirRose}/sale`, { quantity: 7, order_uuid: theirs.uuid });

    const body = await analyticsOf(shop, range);
    // 5 × 0.4375 + 1 × 1.20
    expect(body.waste).toEqual({ value: 3.39, stems: 6 });
    const cost = (await get(shop, `/api/orders/${sold.uuid}/cost`)).json();
    expect(cost).toMatchObject({ cost: 5.79, price: 19.99, margin: 14.2 });
    expect(body.margin).toEqual({ revenue: cost.price, cost: cost.cost, margin: cost.margin, orders: 1 });
  });

  it.each([
    ['start=2031-05-02&end=2031-05-01', 'end'],
    ['start=2030-01-01&end=2031-05-01', 'end'],
    ['start=yesterday&end=2031-05-01', 'start'],
    ['start=2031-02-30&end=2031-03-01', 'start'],
    ['end=2031-03-01', 'start'],
  ])('refuses a bad range %s', async (query, field) => {
    const shop = await openShop(t.app);
    const response = await get(shop, `/api/analytics?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(response.json().details).toHaveProperty(field);
  });
});
