import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orders } from '../../../db/schema';
import { createProcessCaches } from '../../../lib/process-caches';
import { openShop } from '../../../test/shop-setup';
import { setupOrders } from '../orders-setup';

/*
 * A shop's order and customer list pages are kept in the process until an order of that shop changes
 * (docs/decisions/058): staff must never see a list that misses their own change, and a change
 * made elsewhere (another process, a script) must reach every process's copies.
 */

const { t, submitted, setStatus } = setupOrders();

type Shop = Awaited<ReturnType<typeof openShop>>;
const listed = async (shop: Shop, status: string) => {
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/orders?status=${status}`,
    headers: shop.headers,
  });
  expect(page.statusCode).toBe(200);
  return page.json<{ items: { uuid: string; recipient_name: string | null }[]; count: number }>();
};
const uuids = async (shop: Shop, status: string) => (await listed(shop, status)).items.map((o) => o.uuid);

describe('the pages of order lists kept in the process', () => {
  it('show a change made through the app in the very next page', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop);
    expect(await uuids(shop, 'ready')).toEqual([]);
    expect(await uuids(shop, 'done')).toEqual([]);
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect(await uuids(shop, 'ready')).toEqual([order.uuid]);
    expect((await setStatus(shop.headers, order.uuid, 'done')).statusCode).toBe(200);
    expect(await uuids(shop, 'ready')).toEqual([]);
    expect(await uuids(shop, 'done')).toEqual([order.uuid]);
  });

  it('show a change written straight to the database, as another process or a script would', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop, { recipient_name: 'Grace Hopper' });
    expect((await listed(shop, 'all')).items[0]?.recipient_name).toBe('Grace Hopper');
    await t.database.db.update(orders).set({ recipientName: 'Ada Byron' }).where(eq(orders.id, order.uuid));
    await expect
      .poll(async () => (await listed(shop, 'all')).items[0]?.recipient_name, { timeout: 2_000 })
      .toBe('Ada Byron');
  });

  it('show a customer changed straight in the database in the next customers page', async () => {
    const shop = await openShop(t.app);
    await submitted(shop, { sender_name: 'Grace Hopper' });
    const names = async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/customers/', headers: shop.headers });
      expect(page.statusCode).toBe(200);
      return page.json<{ items: { name: string | null }[] }>().items.map((c) => c.name);
    };
    expect(await names()).toEqual(['Grace Hopper']);
    await t.database.db
      .update(customers)
      .set({ name: 'Grace B. Hopper' })
      .where(eq(customers.businessId, shop.business.id));
    await expect.poll(names, { timeout: 2_000 }).toEqual(['Grace B. Hopper']);
  });

  it("keep one shop's pages when another shop's order changes, and drop its own", async () => {
    const caches = createProcessCaches(t.database);
    await caches.start();
    try {
      const pages = caches.cache<number>('orders', { grouped: true });
      const reads = { a: 0, b: 0 };
      const read = (shop: 'a' | 'b') => pages.get(`${shop}:list`, async () => ++reads[shop]);
      // Copies are kept only once the process listens.
      await expect
        .poll(async () => {
          const first = await read('a');
          return (await read('a')) === first;
        })
        .toBe(true);
      await read('b');
      await read('b');
      const [a, b] = [reads.a, reads.b];
      await t.database.db.execute(sql`select pg_notify('petal_cache', 'orders:a')`);
      await expect.poll(() => read('a')).toBe(a + 1);
      expect(await read('b')).toBe(b);
      expect(await read('a')).toBe(a + 1);
    } finally {
      await caches.close();
    }
  });
});
