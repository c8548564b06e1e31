import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { App } from '../../lib/context';
import { STORE_AWAY_MESSAGE } from '../../lib/error-handler';
import { createS3Storage } from '../../lib/s3-storage';
import { createLocalStorage, type FileStorage } from '../../lib/storage';
import { multipart } from '../../test/multipart';
import { jpegOf, photoPart } from '../../test/product-setup';
import { draftOrder, openShop } from '../../test/shop-setup';
import { openTestDatabase, testConfig } from '../../test/test-app';

/*
 * The photo store failing while staff upload (issue 27's faults): a disk that is full and an S3
 * store that cannot be reached. Each upload is answered 503 with a clear message, and the order
 * it came with is not written, or keeps what it had.
 */

type Fault = 'none' | 'disk full' | 'store unreachable';
let fault: Fault = 'none';
let unreachable: FileStorage;

/** The app's own store, failing as told: the operating system's full device, a port nobody serves. */
function storeWithFaults(files: FileStorage): FileStorage {
  return {
    ...files,
    async put(key, data, type) {
      if (fault === 'disk full') return fs.promises.writeFile('/dev/full', data);
      if (fault === 'store unreachable') return unreachable.put(key, data, type);
      return files.put(key, data, type);
    },
  };
}

let config: Config;
let database: Database;
let app: App;
beforeAll(async () => {
  config = testConfig();
  database = await openTestDatabase();
  unreachable = await createS3Storage({
    bucket: 'photos',
    region: 'us-east-1',
    // The discard port on the loopback address: nothing answers there.
    endpoint: 'http://127.0.0.1:9',
    forcePathStyle: true,
    prefix: '',
    credentials: { accessKeyId: 'id', secretAccessKey: 'secret', toJSON: () => '[hidden]' },
  });
  app = await buildApp({
    config,
    database,
    logger: false,
    storage: storeWithFaults(createLocalStorage(config.dataDir)),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  unreachable?.close?.();
  if (config) fs.rmSync(config.dataDir, { recursive: true, force: true });
});

const upload = (url: string, headers: Record<string, string>, fields: Parameters<typeof multipart>[0]) => {
  const form = multipart(fields);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
};

describe.each(['disk full', 'store unreachable'] as const)('a photo store that fails (%s)', (kind) => {
  it('answers 503 with a clear message and writes no order that came with the photo', async () => {
    const shop = await openShop(app);
    fault = kind;
    try {
      const response = await upload('/api/orders/draft', shop.headers, {
        method: 'delivery',
        price: '45',
        photo_reference: photoPart(await jpegOf(200)),
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.json()).toEqual({ message: STORE_AWAY_MESSAGE, code: 'INTERNAL_ERROR', details: {} });
    } finally {
      fault = 'none';
    }
    const list = await app.inject({ method: 'GET', url: '/api/orders?status=all', headers: shop.headers });
    expect(list.json().count).toBe(0);
  });

  it("keeps an order's photo as it was when the new one cannot be stored, and takes it once the store is back", async () => {
    const shop = await openShop(app);
    const order = await draftOrder(app, shop.headers);
    const url = `/api/orders/${order.uuid}/polaroid`;
    const first = (await upload(url, shop.headers, { polaroid_photo: photoPart(await jpegOf(10)) })).json();
    fault = kind;
    try {
      const refused = await upload(url, shop.headers, { polaroid_photo: photoPart(await jpegOf(250)) });
      expect(refused.statusCode).toBe(503);
    } finally {
      fault = 'none';
    }
    const seen = (await app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    expect(seen.polaroid_photo).toBe(first.polaroid_photo);
    expect((await app.inject({ method: 'GET', url: first.polaroid_photo })).statusCode).toBe(200);
    const again = await upload(url, shop.headers, { polaroid_photo: photoPart(await jpegOf(250)) });
    expect(again.statusCode).toBe(200);
  });
});
