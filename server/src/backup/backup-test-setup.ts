import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { App } from '../lib/context';
import { addStaff } from '../test/fixtures';
import { multipart } from '../test/multipart';
import { createProduct, jpegOf, photoPart } from '../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../test/shop-setup';
import { freshDatabase, testConfig } from '../test/test-app';
import { listTables, qualified, queryRows } from './catalog';

/*
 * What the backup tests share: a digest of every table, the files of a folder, and a source
 * database holding a shop built through its app.
 */

export type Fresh = Awaited<ReturnType<typeof freshDatabase>>;

/** Every table's row count and a digest of its rows, in a fixed order. */
export async function tableDigests(database: Database) {
  const digests: Record<string, { count: number; digest: string }> = {};
  for (const table of await listTables(database.db)) {
    const [row] = await queryRows<{ count: number; digest: string | null }>(
      database.db,
      sql.raw(
        `select count(*)::int as count, md5(string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text)) as digest from ${qualified(table.name)} t`,
      ),
    );
    digests[table.name] = { count: Number(row?.count), digest: row?.digest ?? '' };
  }
  return digests;
}

export const filesIn = (dir: string) =>
  fs.existsSync(dir)
    ? Object.fromEntries(
        fs
          .readdirSync(dir)
          .sort()
          .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]),
      )
    : {};

/** A shop with staff, products with photos, orders (one with a reference photo, one submitted), stock and a customer. */
export async function buildShop(app: App, database: Database) {
  const shop = await openShop(app);
  await addStaff(app, database.db, { businessId: shop.business.id, role: 'manager' });
  await addStaff(app, database.db, { businessId: shop.business.id, role: 'florist' });
  const product = await createProduct(app, shop.headers, { current_quantity: '5' }, [
    await jpegOf(200),
    await jpegOf(30),
  ]);
  const submitted = await draftOrder(app, shop.headers, { product_id: product.id });
  const sent = await app.inject({
    method: 'POST',
    url: `/api/orders/${submitted.uuid}`,
    payload: deliveryDetails({ card_message: 'Für dich — 🌷' }),
  });
  expect(sent.statusCode).toBe(200);
  const form = multipart({ method: 'pickup', price: '25', photo_reference: photoPart(await jpegOf(90)) });
  const withPhoto = await app.inject({
    method: 'POST',
    url: '/api/orders/draft',
    headers: { ...shop.headers, ...form.headers },
    payload: form.payload,
  });
  expect(withPhoto.statusCode).toBe(201);
  const bought = await app.inject({
    method: 'POST',
    url: '/api/stock/',
    headers: shop.headers,
    payload: { type: 'purchase', items: [{ name: 'Tulip', quantity: 40, unit_cost: 0.355 }] },
  });
  expect(bought.statusCode).toBe(201);
  const tulip = bought.json().items[0].flower.id as string;
  const saleForm = multipart({ quantity: '7', order_uuid: submitted.uuid });
  const sale = await app.inject({
    method: 'POST',
    url: `/api/stock/${tulip}/sale`,
    headers: { ...shop.headers, ...saleForm.headers },
    payload: saleForm.payload,
  });
  expect(sale.statusCode).toBeLessThan(300);
  return { shop, product, photoUrl: withPhoto.json().photo_reference as string };
}

/** A migrated source database with the shop built through its app (closed again), and its config. */
export async function openShopSource() {
  const source = await freshDatabase();
  await runMigrations(source.database);
  // No JWT_SECRET: the app keeps its own in DATA_DIR/secrets.json, which the backup must carry.
  const sourceConfig = testConfig({ JWT_SECRET: '' });
  const app = await buildApp({ config: sourceConfig, database: source.database, logger: false });
  await app.ready();
  const built = await buildShop(app, source.database);
  // Closed before the backup, so that no background work changes the source while it is compared.
  await app.close();
  return { source, sourceConfig, built };
}
