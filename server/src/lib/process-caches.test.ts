import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { products, users } from '../db/schema';
import { addStaff, bearer, signUpOwner } from '../test/fixtures';
import { setupTestApp } from '../test/test-app';
import { createProcessCaches } from './process-caches';

const t = setupTestApp();

async function newProduct(headers: Record<string, string>, name: string, quantity: number | null = null) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/products/',
    headers,
    payload: { name, price: 30, ...(quantity === null ? {} : { current_quantity: quantity }) },
  });
  expect(made.statusCode).toBe(201);
  return made.json<{ id: string }>().id;
}

const storefrontNames = async (app = t.app, url: string) => {
  const page = await app.inject({ method: 'GET', url: `/api/storefront/${url}/products` });
  expect(page.statusCode).toBe(200);
  return page.json<{ items: { name: string }[] }>().items.map((p) => p.name);
};

describe('copies kept in the process (docs/decisions/033)', () => {
  it('refuses a deactivated user at once, even when the change did not come through this app', async () => {
    const shop = await signUpOwner(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const asFlorist = { method: 'GET' as const, url: '/api/users/info', headers: bearer(florist.access) };
    expect((await t.app.inject(asFlorist)).statusCode).toBe(200);
    expect((await t.app.inject(asFlorist)).statusCode).toBe(200);
    // As a script or another process would: straight in the database.
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, florist.email));
    await expect.poll(async () => (await t.app.inject(asFlorist)).statusCode, { timeout: 2_000 }).toBe(401);
  });

  it('answers a change made through this app in the very next request', async () => {
    const shop = await signUpOwner(t.app);
    const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    const asManager = { method: 'GET' as const, url: '/api/products/', headers: bearer(manager.access) };
    expect((await t.app.inject(asManager)).statusCode).toBe(200);
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(manager.access),
    });
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/users/florists/${info.json().id}/deactivate`,
      headers: bearer(shop.access),
    });
    expect(made.statusCode).toBe(200);
    expect((await t.app.inject(asManager)).statusCode).toBe(401);
  });

  it('shows a storefront change in the next answer, and a sale only when the last one goes', async () => {
    const shop = await signUpOwner(t.app);
    const url = shop.business.url;
    const id = await newProduct(bearer(shop.access), 'Peony bunch', 2);
    expect(await storefrontNames(t.app, url)).toEqual(['Peony bunch']);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/products/${id}`,
      headers: bearer(shop.access),
      payload: { name: 'Peony armful' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await storefrontNames(t.app, url)).toEqual(['Peony armful']);

    const version = async () =>
      Number(
        (
          (await t.database.db.execute(
            sql`select version from storefront_versions where business_id = ${shop.business.id}`,
          )) as unknown as { rows: { version: number }[] }
        ).rows[0]?.version,
      );
    const before = await version();
    // One of two sold: the storefront is unchanged, so its version stays.
    await t.database.db
      .update(products)
      .set({ currentQuantity: sql`${products.currentQuantity} - 1` })
      .where(eq(products.id, id));
    expect(await version()).toBe(before);
    // The last one sold: the product leaves the storefront.
    await t.database.db
      .update(products)
      .set({ currentQuantity: sql`${products.currentQuantity} - 1` })
      .where(eq(products.id, id));
    expect(await version()).toBe(before + 1);
    await expect.poll(() => storefrontNames(t.app, url), { timeout: 2_000 }).toEqual([]);
  });

  it('keeps nothing while the process does not listen, and nothing a drop overtook', async () => {
    const listeners: { onListening?(): void; onLost?(): void }[] = [];
    const caches = createProcessCaches({
      ...t.database,
      listen: async (_channel, handlers) => {
        listeners.push(handlers);
        return { close: async () => handlers.onLost?.() };
      },
    });
    const cache = caches.cache<number>('user');
    let reads = 0;
    const load = async () => ++reads;
    await caches.start();
    expect(await cache.get('a', load)).toBe(1); // not listening yet: read, not kept
    expect(await cache.get('a', load)).toBe(2);
    listeners[0]?.onListening?.();
    expect(await cache.get('a', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(3); // kept
    const slow = cache.get('b', async () => {
      caches.clearAll(); // a change lands while this read is under way
      return 99;
    });
    expect(await slow).toBe(99);
    expect(await cache.get('b', async () => 100)).toBe(100);
    listeners[0]?.onLost?.();
    expect(await cache.get('a', load)).toBe(4);
    await caches.close();
  });
});

describe.runIf(Boolean(inject('databaseUrl')))('across app processes (PostgreSQL)', () => {
  it('another process drops its copies when a user or a storefront changes here', async () => {
    const otherDatabase = await openDatabase({
      kind: 'postgres',
      url: inject('databaseUrl') as string,
      poolSize: 2,
    });
    const other = await buildApp({ config: t.config, database: otherDatabase, logger: false });
    await other.ready();
    try {
      const shop = await signUpOwner(t.app);
      await newProduct(bearer(shop.access), 'Tulip bunch');
      const manager = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
      const elsewhere = { method: 'GET' as const, url: '/api/users/info', headers: bearer(manager.access) };
      expect((await other.inject(elsewhere)).statusCode).toBe(200);
      expect(await storefrontNames(other, shop.business.url)).toEqual(['Tulip bunch']);

      await newProduct(bearer(shop.access), 'Anemone bunch');
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/users/update-password',
        headers: bearer(manager.access),
        payload: { current_password: 'peonies-in-june-42', new_password: 'tulips-in-april-77' },
      });
      expect(changed.statusCode).toBe(200);
      await expect.poll(async () => (await other.inject(elsewhere)).statusCode, { timeout: 2_000 }).toBe(401);
      await expect
        .poll(() => storefrontNames(other, shop.business.url), { timeout: 2_000 })
        .toEqual(['Anemone bunch', 'Tulip bunch']);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
  });
});
