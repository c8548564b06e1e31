import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { flowers, stockMovements, users } from '../../db/schema';
import { keptAcrossSilentWrites } from '../../test/kept-pages';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

/*
 * The shop's current stock (its flowers and their totals) is kept per shop until a flower or a
 * movement changes (docs/decisions/076): kept between changes, and a change written straight to
 * the database, as another process would, reaches both the flowers and the stock page. The
 * movements' history is kept with them, and a name on the team reaches it too (078).
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

async function addFlower(shop: Shop, name: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/flowers',
    headers: shop.headers,
    payload: { name, unit_cost: 1.5, quantity: 40, reorder_level: 10 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>();
}

type Stock = { items: { name: string; quantity: number }[]; totals: { waste_value_30d: number } };
const current = async (shop: Shop) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stock/current', headers: shop.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Stock>();
};
const flowerNames = async (shop: Shop) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/flowers', headers: shop.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { name: string }[] }>().items.map((flower) => flower.name);
};

/** Four stems of 1.50 thrown away, written as another process would: only the trigger's notice tells. */
const expireStraightInTheDatabase = (shop: Shop, flowerId: string) =>
  t.database.db.insert(stockMovements).values({
    businessId: shop.business.id,
    flowerId,
    type: 'expiry',
    quantity: -4,
    unitCost: '1.5000',
  });

type History = { items: { flower: { name: string }; by: { id: string; name: string } | null }[] };
const history = async (shop: Shop) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stock/movements', headers: shop.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<History>().items;
};

describe("the shop's current stock kept in the process", () => {
  it('is kept between changes: a write that sends no notice is not seen until one is', async () => {
    const shop = await openShop(t.app);
    const rose = await addFlower(shop, 'Rose Avalanche');
    const { db } = t.database;
    const rename = (tx: Tx, name: string) => tx.update(flowers).set({ name }).where(eq(flowers.id, rose.id));
    await keptAcrossSilentWrites(db, rename, async () => (await current(shop)).items[0]?.name);
    const unheard = await keptAcrossSilentWrites(db, rename, async () => (await flowerNames(shop))[0]);
    await db.update(flowers).set({ reorderLevel: 5 }).where(eq(flowers.id, rose.id));
    await expect.poll(async () => (await current(shop)).items[0]?.name, { timeout: 2_000 }).toBe(unheard);
    await expect.poll(async () => (await flowerNames(shop))[0], { timeout: 2_000 }).toBe(unheard);
  });

  it('shows a count and a movement written straight to the database, and a change through the app at once', async () => {
    const shop = await openShop(t.app);
    const rose = await addFlower(shop, 'Rose Avalanche');
    const { db } = t.database;
    expect((await current(shop)).items[0]?.quantity).toBe(40);
    await db.update(flowers).set({ quantity: 35 }).where(eq(flowers.id, rose.id));
    await expect.poll(async () => (await current(shop)).items[0]?.quantity, { timeout: 2_000 }).toBe(35);
    expect((await current(shop)).totals.waste_value_30d).toBe(0);
    await expireStraightInTheDatabase(shop, rose.id);
    await expect.poll(async () => (await current(shop)).totals.waste_value_30d, { timeout: 2_000 }).toBe(6);
    await addFlower(shop, 'Eucalyptus');
    expect(await flowerNames(shop)).toEqual(['Eucalyptus', 'Rose Avalanche']);
  });

  it('keeps the movements’ history with it: a movement, a flower’s name and a name on the team reach it', async () => {
    const shop = await openShop(t.app);
    const rose = await addFlower(shop, 'Rose Avalanche');
    const { db } = t.database;
    const rename = (tx: Tx, name: string) => tx.update(flowers).set({ name }).where(eq(flowers.id, rose.id));
    const unheard = await keptAcrossSilentWrites(
      db,
      rename,
      async () => (await history(shop))[0]?.flower.name,
    );

    await expireStraightInTheDatabase(shop, rose.id);
    await expect.poll(async () => (await history(shop)).length, { timeout: 2_000 }).toBe(2);
    expect((await history(shop)).map((movement) => movement.flower.name)).toEqual([unheard, unheard]);

    const mover = (await history(shop)).find((movement) => movement.by)?.by;
    if (!mover) throw new Error('the flower was added by nobody');
    await db.update(users).set({ firstName: 'Ines', lastName: 'Blum' }).where(eq(users.id, mover.id));
    await expect
      .poll(async () => (await history(shop)).find((movement) => movement.by)?.by?.name, { timeout: 2_000 })
      .toBe('Ines Blum');
  });
});
