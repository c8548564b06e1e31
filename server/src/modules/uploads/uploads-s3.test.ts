import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../lib/context';
import { STORE_AWAY_MESSAGE } from '../../lib/error-handler';
import { openStorage } from '../../lib/open-storage';
import { captureLog } from '../../test/log-capture';
import { createProduct, jpegOf } from '../../test/product-setup';
import { type S3StandIn, startS3StandIn } from '../../test/s3-stand-in';
import { openShop } from '../../test/shop-setup';
import { openTestDatabase, testConfig } from '../../test/test-app';

/*
 * The app with S3_BUCKET set: photos go to the bucket and are served from it, nothing lands in
 * DATA_DIR/uploads, and a bucket that refuses the app's key is the server's failure, logged
 * without the secret.
 */

const SECRET = 'a-secret-key-that-must-never-be-logged';
let standIn: S3StandIn;
let database: Database;
const apps: { app: App; config: Config }[] = [];

async function start(env: Record<string, string>) {
  const log = captureLog();
  const config = testConfig(env);
  const app = await buildApp({ config, database, logStream: log.stream });
  await app.ready();
  apps.push({ app, config });
  return { app, config, log };
}

beforeAll(async () => {
  standIn = await startS3StandIn();
  database = await openTestDatabase();
});

afterAll(async () => {
  for (const { app, config } of apps) {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
  await database?.close();
  await standIn?.close();
});

describe('photos in an S3 bucket', () => {
  it('are stored in the bucket, served from it, and gone from it when deleted', async () => {
    const { app, config } = await start(standIn.env('app/'));
    const shop = await openShop(app);
    const product = await createProduct(app, shop.headers, {}, [await jpegOf(150)]);
    const [photo] = product.photos;
    if (!photo) throw new Error('the product has no photo');

    for (const url of [photo.url, photo.thumb_url]) {
      const served = await app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(fs.existsSync(path.join(config.dataDir, 'uploads'))).toBe(false);
    const bucket = await openStorage(config);
    const inBucket = async () => {
      const keys: string[] = [];
      for await (const key of bucket.list()) keys.push(key);
      return keys;
    };
    const key = photo.url.replace('/uploads/', '');
    expect(await inBucket()).toEqual(expect.arrayContaining([key, key.replace('.webp', '-thumb.webp')]));

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}/photos/${photo.id}`,
      headers: shop.headers,
    });
    expect(removed.statusCode).toBeLessThan(300);
    for (const url of [photo.url, photo.thumb_url]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    expect(await inBucket()).not.toContain(key);
    bucket.close?.();
  });

  it("answers a bucket that refuses the app's key as the server's failure, and never logs the secret", async () => {
    const { app, log } = await start({
      ...standIn.env('refused/'),
      S3_ACCESS_KEY_ID: 'NOT-A-KEY-THE-STORE-KNOWS',
      S3_SECRET_ACCESS_KEY: SECRET,
    });
    const shop = await openShop(app);
    const refused = await app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.webp` });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: STORE_AWAY_MESSAGE, code: 'INTERNAL_ERROR', details: {} });
    await expect(createProduct(app, shop.headers, {}, [await jpegOf(40)])).rejects.toThrow(/503/);
    const logged = log.text();
    expect(logged).toMatch(/StorageError.*InvalidAccessKeyId/);
    expect(logged).not.toContain(SECRET);
  });
});
