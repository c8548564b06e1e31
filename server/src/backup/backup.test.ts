import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { migrationsFolder, runMigrations } from '../db/migrate';
import type { App } from '../lib/context';
import { openStorage } from '../lib/open-storage';
import { createLocalStorage, type FileStorage } from '../lib/storage';
import { addStaff, bearer } from '../test/fixtures';
import { multipart } from '../test/multipart';
import { createProduct, jpegOf, photoPart } from '../test/product-setup';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in';
import { deliveryDetails, draftOrder, openShop } from '../test/shop-setup';
import { freshDatabase, testConfig } from '../test/test-app';
import { createBackup } from './backup';
import { listTables, nonEmptyTables, qualified, queryRows, readSequences } from './catalog';
import { restoreBackup } from './restore';
import { RestoreRefused } from './restore-refused';
import { MAX_ROW_CHARS } from './restore-rows';
import { readTar, writeTarEnd, writeTarEntry } from './tar';

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;

/** Every table's row count and a digest of its rows, in a fixed order. */
async function tableDigests(database: Database) {
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

const filesIn = (dir: string) =>
  fs.existsSync(dir)
    ? Object.fromEntries(
        fs
          .readdirSync(dir)
          .sort()
          .map((name) => [name, fs.readFileSync(path.join(dir, name)).toString('base64')]),
      )
    : {};

/** A shop with staff, products with photos, orders (one with a reference photo, one submitted), stock and a customer. */
async function buildShop(app: App, database: Database) {
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

describe('backup and restore', () => {
  let source: Fresh;
  let target: Fresh;
  let sourceConfig: Config;
  let targetConfig: Config;
  let built: Awaited<ReturnType<typeof buildShop>>;
  let served: App | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-backup-test-'));
  const archive = path.join(work, 'shop.tar.gz');

  beforeAll(async () => {
    source = await freshDatabase();
    target = await freshDatabase();
    await runMigrations(source.database);
    // No JWT_SECRET: the app keeps its own in DATA_DIR/secrets.json, which the backup must carry.
    sourceConfig = testConfig({ JWT_SECRET: '' });
    targetConfig = testConfig({ JWT_SECRET: '' });
    const app = await buildApp({ config: sourceConfig, database: source.database, logger: false });
    await app.ready();
    built = await buildShop(app, source.database);
    // Closed before the backup, so that no background work changes the source while it is compared.
    await app.close();
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await source?.drop();
    await target?.drop();
    for (const dir of [work, sourceConfig?.dataDir, targetConfig?.dataDir])
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes one archive only its owner can read, with rows in batches of bounded size', async () => {
    const summary = await createBackup({
      database: source.database,
      dataDir: sourceConfig.dataDir,
      storage: createLocalStorage(sourceConfig.dataDir),
      out: archive,
      batchBytes: 1024,
    });
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(summary.tables.orders).toBe(2);
    expect(summary.files).toBe(1 + 3 * 2); // secrets.json, three photos and their thumbnails
    const names: string[] = [];
    const sizes: number[] = [];
    for await (const entry of readTar(fs.createReadStream(archive).pipe(zlib.createGunzip()))) {
      names.push(entry.name);
      if (entry.name.endsWith('.jsonl')) sizes.push(entry.size);
    }
    expect(names[0]).toBe('petal-backup.json');
    expect(names.at(-1)).toBe('petal-backup-end.json');
    expect(names).toContain('files/secrets.json');
    // Parents come before children, so rows load in archive order.
    const firstOf = (table: string) => names.findIndex((n) => n.startsWith(`database/${table}/`));
    expect(firstOf('businesses')).toBeLessThan(firstOf('orders'));
    expect(firstOf('orders')).toBeLessThan(firstOf('stock_movements'));
    expect(names.filter((n) => n.startsWith('database/users/')).length).toBeGreaterThan(1);
    // A batch ends at the first row past the limit: no batch is much larger than the limit.
    expect(Math.max(...sizes)).toBeLessThan(1024 + 4096);
  });

  it('restores into an empty database and DATA_DIR the same rows, photos and secrets', async () => {
    const summary = await restoreBackup({
      database: target.database,
      dataDir: targetConfig.dataDir,
      storage: createLocalStorage(targetConfig.dataDir),
      from: archive,
      migrationsFolder,
    });
    expect(summary.tables.orders).toBe(2);
    const before = await tableDigests(source.database);
    const after = await tableDigests(target.database);
    for (const table of ['businesses', 'users', 'orders', 'customers', 'products', 'product_photos']) {
      expect(before[table]?.count, table).toBeGreaterThan(0);
    }
    expect(before.stock_movements?.count).toBe(2);
    expect(after).toEqual(before);
    expect(await readSequences(target.database.db)).toEqual(await readSequences(source.database.db));
    const uploads = (config: Config) => filesIn(path.join(config.dataDir, 'uploads'));
    expect(Object.keys(uploads(sourceConfig))).toHaveLength(6);
    expect(uploads(targetConfig)).toEqual(uploads(sourceConfig));
    expect(fs.readFileSync(path.join(targetConfig.dataDir, 'secrets.json'), 'utf8')).toBe(
      fs.readFileSync(path.join(sourceConfig.dataDir, 'secrets.json'), 'utf8'),
    );
  });

  it('gives an app on the restored data the same shop: photos served, sign-ins still valid', async () => {
    served = await buildApp({ config: targetConfig, database: target.database, logger: false });
    await served.ready();
    const photo = await served.inject({ method: 'GET', url: built.photoUrl });
    expect(photo.statusCode).toBe(200);
    const original = fs.readFileSync(
      path.join(sourceConfig.dataDir, built.photoUrl.replace('/uploads/', 'uploads/')),
    );
    expect(photo.rawPayload.equals(original)).toBe(true);
    for (const p of built.product.photos) {
      expect((await served.inject({ method: 'GET', url: p.url })).statusCode).toBe(200);
    }
    // The access token was signed by the source app with the secret kept in its DATA_DIR.
    const info = await served.inject({
      method: 'GET',
      url: '/api/users/info',
      headers: bearer(built.shop.access),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json().email).toBe(built.shop.email);
    // Order numbers go on from where the shop was.
    const more = await draftOrder(served, built.shop.headers);
    expect(more.number).toBe(1003);
    await served.close();
    served = undefined;
  });

  it('refuses a database that is not empty, unless forced, and then replaces it', async () => {
    const attempt = restoreBackup({
      database: target.database,
      dataDir: targetConfig.dataDir,
      storage: createLocalStorage(targetConfig.dataDir),
      from: archive,
      migrationsFolder,
    });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/not empty.*--force/s);
    await restoreBackup({
      database: target.database,
      dataDir: targetConfig.dataDir,
      storage: createLocalStorage(targetConfig.dataDir),
      from: archive,
      migrationsFolder,
      force: true,
    });
    expect(await tableDigests(target.database)).toEqual(await tableDigests(source.database));
  });

  it('changes nothing when the archive is cut short', async () => {
    const whole = zlib.gunzipSync(fs.readFileSync(archive));
    const cut = path.join(work, 'cut.tar.gz');
    // Everything but the closing entry: a backup that stopped before it finished.
    let end = 0;
    for (let at = 0; at < whole.length; at += 512) {
      if (whole.subarray(at, at + 21).toString() === 'petal-backup-end.json') end = at;
    }
    fs.writeFileSync(cut, zlib.gzipSync(whole.subarray(0, end)));
    const before = await tableDigests(target.database);
    const photosBefore = filesIn(path.join(targetConfig.dataDir, 'uploads'));
    expect(Object.keys(photosBefore)).toHaveLength(6);
    await expect(
      restoreBackup({
        database: target.database,
        dataDir: targetConfig.dataDir,
        storage: createLocalStorage(targetConfig.dataDir),
        from: cut,
        migrationsFolder,
        force: true,
      }),
    ).rejects.toThrow(/ends too early|incomplete/);
    expect(await tableDigests(target.database)).toEqual(before);
    expect(filesIn(path.join(targetConfig.dataDir, 'uploads'))).toEqual(photosBefore);
  });

  describe('with the photos in an S3 bucket', () => {
    let standIn: S3StandIn;
    const opened: { fresh: Fresh; storage: FileStorage; config: Config }[] = [];

    beforeAll(async () => {
      standIn = await startS3StandIn();
    });
    afterAll(async () => {
      for (const { fresh, storage, config } of opened) {
        storage.close?.();
        await fresh.drop();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      }
      await standIn?.close();
    });

    /** A fresh database and DATA_DIR whose photos live in the bucket under `prefix`. */
    async function bucketTarget(prefix: string) {
      const config = testConfig({ JWT_SECRET: '', ...standIn.env(prefix) });
      const made = { fresh: await freshDatabase(), storage: await openStorage(config), config };
      opened.push(made);
      return made;
    }

    const photosIn = async (storage: FileStorage) => {
      const files: Record<string, string> = {};
      for await (const key of storage.list()) files[key] = (await storage.get(key))?.toString('base64') ?? '';
      return Object.fromEntries(Object.entries(files).sort());
    };

    /** The photo entries of an archive, by name, with their content. */
    const archivedPhotos = async (file: string) => {
      const photos: Record<string, string> = {};
      for await (const entry of readTar(fs.createReadStream(file).pipe(zlib.createGunzip()))) {
        if (entry.name.startsWith('files/uploads/'))
          photos[entry.name] = (await entry.read(1 << 25)).toString('base64');
      }
      return photos;
    };

    it('restores the photos into the bucket, an app serves them from there, and a backup reads them back', async () => {
      const { fresh, storage, config } = await bucketTarget('restored/');
      const summary = await restoreBackup({
        database: fresh.database,
        dataDir: config.dataDir,
        storage,
        from: archive,
        migrationsFolder,
      });
      expect(summary.files).toBe(7);
      expect(await photosIn(storage)).toEqual(filesIn(path.join(sourceConfig.dataDir, 'uploads')));
      expect(fs.existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);

      const app = await buildApp({ config, database: fresh.database, logger: false });
      try {
        const photo = await app.inject({ method: 'GET', url: built.photoUrl });
        expect(photo.statusCode).toBe(200);
        const original = fs.readFileSync(
          path.join(sourceConfig.dataDir, built.photoUrl.replace('/uploads/', 'uploads/')),
        );
        expect(photo.rawPayload.equals(original)).toBe(true);
      } finally {
        await app.close();
      }

      const again = path.join(work, 'from-the-bucket.tar.gz');
      const second = await createBackup({
        database: fresh.database,
        dataDir: config.dataDir,
        storage,
        out: again,
      });
      expect(second.files).toBe(7);
      expect(await archivedPhotos(again)).toEqual(await archivedPhotos(archive));
    });

    it("refuses a bucket that holds photos, unless forced, and then keeps only the backup's", async () => {
      const { fresh, storage, config } = await bucketTarget('crowded/');
      const stray = `${'e'.repeat(32)}.webp`;
      await storage.put(stray, Buffer.from('a photo of another shop'), 'image/webp');
      const restore = (force: boolean) =>
        restoreBackup({
          database: fresh.database,
          dataDir: config.dataDir,
          storage,
          from: archive,
          migrationsFolder,
          force,
        });
      await expect(restore(false)).rejects.toThrow(/not empty \(1 photos\)/);
      await restore(true);
      expect(await photosIn(storage)).toEqual(filesIn(path.join(sourceConfig.dataDir, 'uploads')));
    });

    it('takes back the photos it put when the archive turns out to be cut short', async () => {
      const { fresh, storage, config } = await bucketTarget('cut/');
      const whole = zlib.gunzipSync(fs.readFileSync(archive));
      const closing = whole.lastIndexOf(Buffer.from('petal-backup-end.json'));
      const cut = path.join(work, 'cut-for-the-bucket.tar.gz');
      fs.writeFileSync(cut, zlib.gzipSync(whole.subarray(0, closing)));
      await expect(
        restoreBackup({
          database: fresh.database,
          dataDir: config.dataDir,
          storage,
          from: cut,
          migrationsFolder,
        }),
      ).rejects.toThrow(/ends too early|incomplete/);
      expect(await photosIn(storage)).toEqual({});
      expect((await tableDigests(fresh.database)).orders?.count).toBe(0);
    });
  });
});

describe('a damaged backup', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-damaged-backup-'));
  let source: Fresh;
  let target: Fresh;
  let archive: string;

  beforeAll(async () => {
    source = await freshDatabase();
    target = await freshDatabase();
    await runMigrations(source.database);
    archive = path.join(work, 'empty.tar.gz');
    await createBackup({
      database: source.database,
      dataDir: path.join(work, 'data'),
      storage: createLocalStorage(path.join(work, 'data')),
      out: archive,
    });
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** The archive again, with `extra` entries before its closing one. */
  async function withEntries(extra: [string, Buffer][]): Promise<string> {
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (d: Buffer) => parts.push(d));
    for await (const entry of readTar(fs.createReadStream(archive).pipe(zlib.createGunzip()))) {
      if (entry.name === 'petal-backup-end.json')
        for (const [name, data] of extra) await writeTarEntry(out, name, data);
      await writeTarEntry(out, entry.name, await entry.read(1 << 20));
    }
    await writeTarEnd(out);
    out.end();
    const damaged = path.join(work, `damaged-${extra.length}-${parts.length}.tar.gz`);
    fs.writeFileSync(damaged, zlib.gzipSync(Buffer.concat(parts)));
    return damaged;
  }

  it('is refused at a row longer than any row Petal writes, without holding it, and changes nothing', async () => {
    const endless = Buffer.from(`{"name":"${'x'.repeat(MAX_ROW_CHARS + 1)}`);
    const from = await withEntries([['database/feature_flags/000099.jsonl', endless]]);
    const attempt = restoreBackup({
      database: target.database,
      dataDir: path.join(work, 'target'),
      storage: createLocalStorage(path.join(work, 'target')),
      from,
      migrationsFolder,
    });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/row of feature_flags longer than/);
    expect(await nonEmptyTables(target.database.db, await listTables(target.database.db))).toEqual([]);
  });
});
