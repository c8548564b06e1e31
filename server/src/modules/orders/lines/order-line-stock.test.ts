import { describe, expect, it } from 'vitest';
import { lineShop, placedOrder, putLines, stockLeft, twoLines } from '../../../test/line-edit-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * Stock follows an order's lines (docs/decisions/054): deleting a placed order gives back its
 * sizes, products and add-ons; edits sent at the same moment never lose or invent stock.
 */

const t = setupTestApp();

const remove = (headers: Record<string, string>, uuid: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/orders/${uuid}`, headers });

describe('stock of an order’s lines', () => {
  it('goes back when a placed order is deleted: its size, add-on and product', async () => {
    const s = await lineShop(t.app);
    const order = await placedOrder(t.app, s.shop, [
      { product_id: s.roses.id, variant_id: s.deluxe.id, option_ids: [s.vase.id], quantity: 2 },
      { product_id: s.roses.id, variant_id: s.standard.id, option_ids: [s.vase.id] },
      { product_id: s.tulips.id, quantity: 3 },
    ]);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 8, vase: 7, tulips: 7 });
    const deleted = await remove(s.shop.headers, order.uuid);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 10, vase: 10, tulips: 10 });
  });

  it('gives back what the lines hold after a change, and nothing for a cart never placed', async () => {
    const s = await lineShop(t.app);
    const order = await placedOrder(t.app, s.shop, [{ product_id: s.tulips.id, quantity: 2 }]);
    const line = order.items[0] as { id: string };
    const changed = await putLines(t.app, s.shop.headers, order.uuid, {
      kept: [{ id: line.id, quantity: 1 }],
      items: [{ product_id: s.roses.id, variant_id: s.deluxe.id, option_ids: [s.vase.id] }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 9, vase: 9, tulips: 9 });
    expect((await remove(s.shop.headers, order.uuid)).statusCode).toBe(204);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 10, vase: 10, tulips: 10 });

    // A cart took nothing when it was made, so deleting it gives nothing back.
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${s.shop.business.url}/order`,
      remoteAddress: uniqueIp(),
      payload: { delivery_type: 'delivery', items: [{ product_id: s.tulips.id, quantity: 4 }] },
    });
    expect(cart.statusCode, cart.body).toBe(201);
    expect((await remove(s.shop.headers, cart.json().uuid)).statusCode).toBe(204);
    expect(await stockLeft(t.database, s)).toEqual({ deluxe: 10, vase: 10, tulips: 10 });
  });

  it('is never lost when two edits of one order arrive together: the later applies to the earlier', async () => {
    const s = await lineShop(t.app);
    const order = await placedOrder(t.app, s.shop, [
      { product_id: s.roses.id, variant_id: s.deluxe.id, option_ids: [s.vase.id] },
      { product_id: s.tulips.id },
    ]);
    const [roses, tulips] = twoLines(order);
    const [first, second] = await Promise.all([
      putLines(t.app, s.shop.headers, order.uuid, {
        kept: [
          { id: roses.id, quantity: 3 },
          { id: tulips.id, quantity: 1 },
        ],
      }),
      putLines(t.app, s.shop.headers, order.uuid, {
        kept: [
          { id: roses.id, quantity: 1 },
          { id: tulips.id, quantity: 4 },
        ],
      }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const final = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers: s.shop.headers })
    ).json();
    const quantities = final.items.map((item: { quantity: number }) => item.quantity);
    // Whichever came last decides the lines; the stock is exactly what those lines hold.
    expect([
      [3, 1],
      [1, 4],
    ]).toContainEqual(quantities);
    const [rose = 0, tulip = 0] = quantities;
    expect(await stockLeft(t.database, s)).toEqual({
      deluxe: 10 - rose,
      vase: 10 - rose,
      tulips: 10 - tulip,
    });
  });

  it('lets only one of two orders take the last ones; the other is refused and keeps its lines', async () => {
    const s = await lineShop(t.app);
    const orders = [
      await placedOrder(t.app, s.shop, [{ product_id: s.tulips.id }]),
      await placedOrder(t.app, s.shop, [{ product_id: s.tulips.id }]),
    ];
    // 8 tulips left: each asks for 6 more.
    const answers = await Promise.all(
      orders.map((order) =>
        putLines(t.app, s.shop.headers, order.uuid, { kept: [{ id: order.items[0]?.id, quantity: 7 }] }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stockLeft(t.database, s)).toMatchObject({ tulips: 2 });
  });
});
