import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { migrationsFolder } from '../db/migrate';
import { openStorage } from '../lib/open-storage';
import { createLocalStorage, type FileStorage } from '../lib/storage';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in';
import { freshDatabase, testConfig } from '../test/test-app';
import { createBackup } from './backup';
import { type buildShop, type Fresh, filesIn, openShopSource, tableDigests } from './backup-test-setup';
import { restoreBackup } from './restore';
import { readTar } from './tar';

/*
 * Backup and restore with the photos in an S3 bucket: restored into it, served from it, read back
 * from it, and taken back when the archive is cut short.
 */

describe('backup and restore', () => {
  let source: Fresh;
  let sourceConfig: Config;
  let built: Awaited<ReturnType<typeof buildShop>>;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-backup-s3-test-'));
  const archive = path.join(work, 'shop.tar.gz');

  beforeAll(async () => {
    ({ source, sourceConfig, built } = await openShopSource());
    // The archive that backup.test.ts checks as its first step, written here for the bucket's tests.
    await createBackup({
      database: source.database,
      dataDir: sourceConfig.dataDir,
      storage: createLocalStorage(sourceConfig.dataDir),
      out: archive,
      // Unencrypted: these tests rewrite and read the archive as a plain .tar.gz.
      passphrase: null,
      batchBytes: 1024,
    });
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    for (const dir of [work, sourceConfig?.dataDir])
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
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
        // Unencrypted: these tests rewrite and read the archive as a plain .tar.gz.
        passphrase: null,
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
      // Refused before it wrote: no order, and on an empty server not even the tables.
      expect((await tableDigests(fresh.database)).orders?.count ?? 0).toBe(0);
    });
  });
});
