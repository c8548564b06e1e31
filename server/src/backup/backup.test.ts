import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { migrationsFolder } from '../db/migrate';
import type { App } from '../lib/context';
import { createLocalStorage } from '../lib/storage';
import { bearer } from '../test/fixtures';
import { draftOrder } from '../test/shop-setup';
import { freshDatabase, testConfig } from '../test/test-app';
import { createBackup } from './backup';
import {
  archiveEntries,
  PASSPHRASE,
  TEST_WORK_FACTOR,
  tarBytes,
  writeSealed,
} from './backup-archive-test-helpers';
import { type buildShop, type Fresh, filesIn, openShopSource, tableDigests } from './backup-test-setup';
import { readSequences } from './catalog';
import { restoreBackup } from './restore';
import { RestoreRefused } from './restore-refused';

/*
 * Backup and restore with the photos in DATA_DIR, encrypted: the archive, a restore into an empty
 * target, an app on the restored data, a target that is not empty, and an archive cut short.
 */

describe('backup and restore', () => {
  let source: Fresh;
  let target: Fresh;
  let sourceConfig: Config;
  let targetConfig: Config;
  let built: Awaited<ReturnType<typeof buildShop>>;
  let served: App | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-backup-test-'));
  const archive = path.join(work, 'shop.tar.gz.age');

  beforeAll(async () => {
    ({ source, sourceConfig, built } = await openShopSource());
    target = await freshDatabase();
    targetConfig = testConfig({ JWT_SECRET: '' });
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
      passphrase: PASSPHRASE,
      scryptWorkFactor: TEST_WORK_FACTOR,
      batchBytes: 1024,
    });
    // Encrypted: no name, row or key readable in the file.
    const raw = fs.readFileSync(archive);
    expect(raw.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    for (const clear of ['petal-backup', built.shop.email, 'jwtSecret'])
      expect(raw.includes(Buffer.from(clear)), clear).toBe(false);
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
    expect(summary.tables.orders).toBe(2);
    expect(summary.files).toBe(1 + 3 * 2); // secrets.json, three photos and their thumbnails
    const entries = await archiveEntries(archive, PASSPHRASE);
    const names = entries.map((e) => e.name);
    const sizes = entries.filter((e) => e.name.endsWith('.jsonl')).map((e) => e.data.length);
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
      passphrase: PASSPHRASE,
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
      passphrase: PASSPHRASE,
      migrationsFolder,
    });
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/not empty.*--force/s);
    await restoreBackup({
      database: target.database,
      dataDir: targetConfig.dataDir,
      storage: createLocalStorage(targetConfig.dataDir),
      from: archive,
      passphrase: PASSPHRASE,
      migrationsFolder,
      force: true,
    });
    expect(await tableDigests(target.database)).toEqual(await tableDigests(source.database));
  });

  it('changes nothing when the archive is cut short', async () => {
    const whole = await tarBytes(archive, PASSPHRASE);
    const cut = path.join(work, 'cut.tar.gz.age');
    // Everything but the closing entry: a backup that stopped before it finished.
    let end = 0;
    for (let at = 0; at < whole.length; at += 512) {
      if (whole.subarray(at, at + 21).toString() === 'petal-backup-end.json') end = at;
    }
    // Sealed again with the passphrase: the encryption is whole, what it holds is not.
    await writeSealed(cut, whole.subarray(0, end), PASSPHRASE);
    const before = await tableDigests(target.database);
    const photosBefore = filesIn(path.join(targetConfig.dataDir, 'uploads'));
    expect(Object.keys(photosBefore)).toHaveLength(6);
    await expect(
      restoreBackup({
        database: target.database,
        dataDir: targetConfig.dataDir,
        storage: createLocalStorage(targetConfig.dataDir),
        from: cut,
        passphrase: PASSPHRASE,
        migrationsFolder,
        force: true,
      }),
    ).rejects.toThrow(/ends too early|incomplete/);
    expect(await tableDigests(target.database)).toEqual(before);
    expect(filesIn(path.join(targetConfig.dataDir, 'uploads'))).toEqual(photosBefore);
  });
});
