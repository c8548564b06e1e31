import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { runMigrations } from '../db/migrate';
import { freshDatabase, testConfig } from '../test/test-app';
import { seedDemoShop } from './demo';

describe('demo shop', () => {
  it('is seeded once on an empty database, and its printed sign-in works for each role', async () => {
    const fresh = await freshDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-demo-'));
    try {
      await runMigrations(fresh.database);
      const demo = await seedDemoShop(fresh.database.db, { dataDir, publicUrl: 'http://localhost:3000' });
      expect(demo).not.toBeNull();
      expect(fs.readFileSync(path.join(dataDir, 'demo-sign-in.txt'), 'utf8')).toContain(demo?.password);
      expect(
        await seedDemoShop(fresh.database.db, { dataDir, publicUrl: 'http://localhost:3000' }),
      ).toBeNull();

      const app = await buildApp({ config: testConfig(), database: fresh.database, logger: false });
      for (const [email, role] of [
        [demo?.owner, 'owner'],
        [demo?.manager, 'manager'],
        [demo?.florist, 'florist'],
      ]) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/token/',
          payload: { username: email, password: demo?.password },
        });
        expect(login.statusCode).toBe(200);
        const info = await app.inject({
          method: 'GET',
          url: '/api/users/info',
          headers: { authorization: `Bearer ${login.json().access}` },
        });
        expect(info.json()).toMatchObject({ role, onboarding_completed: true });
      }
      // The demo shop takes orders: a location with zip codes, and windows on weekdays.
      const owner = await app.inject({
        method: 'POST',
        url: '/api/token/',
        payload: { username: demo?.owner, password: demo?.password },
      });
      const headers = { authorization: `Bearer ${owner.json().access}` };
      const locations = await app.inject({ method: 'GET', url: '/api/business/locations/', headers });
      expect(locations.json().items).toEqual([
        expect.objectContaining({ name: 'Wild Rose Mitte', zipcode_count: 3 }),
      ]);
      const time = await app.inject({ method: 'GET', url: '/api/business/order-time', headers });
      expect(time.json().delivery.windows).toHaveLength(12);
      // And has orders in every state, counted as the lists show them.
      for (const [view, count] of [
        ['all', 5],
        ['pending', 3],
        ['ready', 1],
        ['done', 1],
      ] as const) {
        const list = await app.inject({ method: 'GET', url: `/api/orders?status=${view}`, headers });
        expect(list.json().count, view).toBe(count);
        expect(list.json().items, view).toHaveLength(count);
      }
      // Its storefront sells bouquets with drawn photos, featured first.
      const store = await app.inject({ method: 'GET', url: '/api/storefront/wild-rose/products' });
      expect(store.json().count).toBe(5);
      expect(store.json().items[0]).toMatchObject({ is_featured: true, photos: [{ is_primary: true }] });
      const photoFile = path.basename(store.json().items[0].photos[0].url);
      expect(fs.existsSync(path.join(dataDir, 'uploads', photoFile))).toBe(true);
      // Its stock: a delivery, some waste, and flowers used in the first order.
      const stock = (await app.inject({ method: 'GET', url: '/api/stock/current', headers })).json();
      expect(stock.totals).toMatchObject({ items: 6, low_stock: 1 });
      expect(stock.totals.waste_value_30d).toBeCloseTo(2.1);
      const sales = await app.inject({ method: 'GET', url: '/api/stock/movements?type=sale', headers });
      expect(sales.json().count).toBe(3);
      // A Berlin shop's legal details, and an invoice for each of its paid orders (ADR 047).
      const legal = await app.inject({ method: 'GET', url: '/api/business-settings/legal', headers });
      expect(legal.json()).toMatchObject({ city: 'Berlin', country: 'DE', vat_id: 'DE298765432' });
      // Days around today: the shop's day (Berlin) may not be UTC's.
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const invoices = await app.inject({
        method: 'GET',
        url: `/api/invoices?from=${day(-1)}&to=${day(1)}`,
        headers,
      });
      const numbers = invoices.json().items.map((d: { number: string }) => d.number.slice(5));
      expect(numbers.sort()).toEqual(['000001', '000002', '000003']);
      await app.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await fresh.drop();
    }
  });
});
