import { MAX_FLOWER_STOCK } from '@contract/stock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flowers, stockMovements } from '../../db/schema';
import { multipart } from '../../test/multipart';
import { draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
type Headers = Record<string, string>;

const stock = (headers: Headers, type: string, items: Record<string, unknown>[]) =>
  t.app.inject({ method: 'POST', url: '/api/stock/', headers, payload: { type, items } });

async function flowerOf(headers: Headers, quantity = 10) {
  const response = await stock(headers, 'purchase', [{ name: 'Rose', quantity, unit_cost: 1 }]);
  return response.json().items[0].flower.id as string;
}

const movementsOf = async (flowerId: string) =>
  (await t.database.db.select().from(stockMovements).where(eq(stockMovements.flowerId, flowerId))).length;

describe('stock quantities', () => {
  it('refuse huge numbers of stems with a field error, never a 500', async () => {
    const shop = await openShop(t.app);
    const id = await flowerOf(shop.headers);
    for (const quantity of [1_000_001, 2_147_483_648, 1e15]) {
      const bought = await stock(shop.headers, 'purchase', [{ flower_id: id, quantity, unit_cost: 1 }]);
      expect(bought.statusCode).toBe(400);
      expect(bought.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { 'items.0.quantity': expect.any(String) },
      });
      const counted = await t.app.inject({
        method: 'POST',
        url: `/api/flowers/${id}/update`,
        headers: shop.headers,
        payload: { unit_cost: 1, old_quantity: 10, new_quantity: quantity },
      });
      expect(counted.statusCode).toBe(400);
      expect(counted.json().details).toHaveProperty('new_quantity');
      const order = await draftOrder(t.app, shop.headers);
      const form = multipart({ quantity: String(quantity), order_uuid: order.uuid });
      const sold = await t.app.inject({
        method: 'POST',
        url: `/api/stock/${id}/sale`,
        headers: { ...shop.headers, ...form.headers },
        payload: form.payload,
      });
      expect(sold.statusCode).toBe(400);
      expect(sold.json().details).toHaveProperty('quantity');
    }
    expect(await movementsOf(id)).toBe(1);
  });

  it('refuse a purchase that would take a flower past the most a shop can hold, changing nothing', async () => {
    const shop = await openShop(t.app);
    const id = await flowerOf(shop.headers);
    // 500 rows of a million stems each are allowed per request; a few such requests reach the limit.
    await t.database.db
      .update(flowers)
      .set({ quantity: MAX_FLOWER_STOCK - 5 })
      .where(eq(flowers.id, id));
    const refused = await stock(shop.headers, 'purchase', [
      { flower_id: id, quantity: 5, unit_cost: 1 },
      { flower_id: id, quantity: 1, unit_cost: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', details: { quantity: expect.any(String) } });
    const [row] = await t.database.db.select().from(flowers).where(eq(flowers.id, id));
    expect(row?.quantity).toBe(MAX_FLOWER_STOCK - 5);
    expect(await movementsOf(id)).toBe(1);
  });

  it('refuse, not fail, a purchase whose sum would not fit the database column', async () => {
    const shop = await openShop(t.app);
    const id = await flowerOf(shop.headers);
    // A count from before the limit, just under the column's largest value.
    await t.database.db.update(flowers).set({ quantity: 2_147_483_000 }).where(eq(flowers.id, id));
    const refused = await stock(shop.headers, 'purchase', [
      { flower_id: id, quantity: 1_000_000, unit_cost: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    const expired = await stock(shop.headers, 'expiry', [{ flower_id: id, quantity: 1_000 }]);
    expect(expired.statusCode).toBe(201);
  });
});
