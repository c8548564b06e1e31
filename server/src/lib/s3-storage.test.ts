import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { type S3StandIn, STAND_IN_KEYS, startPagingS3StandIn, startS3StandIn } from '../test/s3-stand-in';
import { openStorage } from './open-storage';
import type { S3Settings } from './s3-settings';
import { createS3Storage } from './s3-storage';
import { deletePhoto, type FileStorage, StorageError, storePhoto } from './storage';

let standIn: S3StandIn;
/** The bucket as another client sees it, to check what the adapter really wrote. */
let raw: S3Client;
let storage: FileStorage;
const PREFIX = 'shop-a/';
const opened: FileStorage[] = [];

const settings = (overrides: Partial<S3Settings> = {}): S3Settings => ({
  bucket: standIn.bucket,
  region: 'us-east-1',
  endpoint: standIn.endpoint,
  forcePathStyle: true,
  prefix: PREFIX,
  credentials: { ...STAND_IN_KEYS, toJSON: () => '[hidden]' },
  ...overrides,
});

async function open(overrides: Partial<S3Settings> = {}) {
  const made = await createS3Storage(settings(overrides));
  opened.push(made);
  return made;
}

async function rawKeys(): Promise<string[]> {
  const page = await raw.send(new ListObjectsV2Command({ Bucket: standIn.bucket }));
  return (page.Contents ?? []).map((o) => o.Key ?? '').sort();
}

beforeAll(async () => {
  standIn = await startS3StandIn();
  raw = new S3Client({
    region: 'us-east-1',
    endpoint: standIn.endpoint,
    forcePathStyle: true,
    credentials: STAND_IN_KEYS,
  });
  storage = await open();
});

afterAll(async () => {
  for (const s of opened) s.close?.();
  raw?.destroy();
  await standIn?.close();
});

const photo = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#7a9ae0' } })
    .jpeg()
    .toBuffer();

describe('S3 storage', () => {
  it('puts, gets and deletes objects under its prefix, as image/webp', async () => {
    const data = Buffer.from('pretend webp bytes');
    await storage.put('abc123.webp', data, 'image/webp');
    expect(await storage.get('abc123.webp')).toEqual(data);
    const stored = await raw.send(
      new GetObjectCommand({ Bucket: standIn.bucket, Key: 'shop-a/abc123.webp' }),
    );
    expect(stored.ContentType).toBe('image/webp');
    expect(Buffer.from((await stored.Body?.transformToByteArray()) ?? [])).toEqual(data);

    await storage.delete('abc123.webp');
    expect(await storage.get('abc123.webp')).toBeNull();
    expect(await rawKeys()).not.toContain('shop-a/abc123.webp');
  });

  it('replaces an object whole', async () => {
    await storage.put('replace-me.webp', Buffer.from('first version'), 'image/webp');
    await storage.put('replace-me.webp', Buffer.from('second'), 'image/webp');
    expect((await storage.get('replace-me.webp'))?.toString()).toBe('second');
    await storage.delete('replace-me.webp');
  });

  it('answers null for a missing object and deletes one quietly', async () => {
    expect(await storage.get('nothing-here.webp')).toBeNull();
    await expect(storage.delete('nothing-here.webp')).resolves.toBeUndefined();
  });

  it('keeps to valid keys: no folders, dots or other names reach the bucket', async () => {
    const before = await rawKeys();
    for (const key of ['../escape.webp', 'a/b.webp', 'UPPER.webp', '.hidden.webp', 'x.png', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(key)).toBeNull();
    }
    expect(await rawKeys()).toEqual(before);
  });

  it('lists its own keys only: not other prefixes, folders below it, or foreign names', async () => {
    const mine = await open({ prefix: 'listing/' });
    await mine.put('one.webp', Buffer.from('1'), 'image/webp');
    await mine.put('two-thumb.webp', Buffer.from('2'), 'image/webp');
    for (const Key of ['listing/deeper/three.webp', 'listing/notes.txt', 'other/four.webp', 'five.webp']) {
      await raw.send(new PutObjectCommand({ Bucket: standIn.bucket, Key, Body: Buffer.from('x') }));
    }
    const listed: string[] = [];
    for await (const key of mine.list()) listed.push(key);
    expect(listed.sort()).toEqual(['one.webp', 'two-thumb.webp']);
  });

  it('lists every key when the listing comes in several pages', async () => {
    const paging = await startPagingS3StandIn();
    try {
      const paged = await createS3Storage(
        { ...settings({ endpoint: paging.endpoint, bucket: paging.bucket, prefix: 'paged/' }) },
        { listPageSize: 2 },
      );
      opened.push(paged);
      const keys = Array.from({ length: 7 }, (_, i) => `photo-${i}.webp`);
      for (const key of keys) await paged.put(key, Buffer.from(key), 'image/webp');
      const listed: string[] = [];
      for await (const key of paged.list()) listed.push(key);
      expect(listed.sort()).toEqual(keys);
    } finally {
      await paging.close();
    }
  });

  it('works with no prefix: keys are the object names', async () => {
    const bare = await open({ prefix: '' });
    await bare.put('at-the-root.webp', Buffer.from('root'), 'image/webp');
    expect(await rawKeys()).toContain('at-the-root.webp');
    expect((await bare.get('at-the-root.webp'))?.toString()).toBe('root');
  });

  it('stores a photo and its thumbnail through the pipeline, and deletePhoto removes both', async () => {
    const mine = await open({ prefix: 'photos/' });
    const stored = await storePhoto(mine, await photo());
    const full = await mine.get(stored.key);
    expect(full && (await sharp(full).metadata()).format).toBe('webp');
    expect(await mine.get(stored.key.replace('.webp', '-thumb.webp'))).not.toBeNull();
    await deletePhoto(mine, stored.key);
    const left: string[] = [];
    for await (const key of mine.list()) left.push(key);
    expect(left).toEqual([]);
  });

  it('fails with its own error, naming what the store said, for an unknown key pair', async () => {
    const secret = 'wrong-secret-that-must-not-appear-anywhere';
    const wrong = await open({
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: secret, toJSON: () => '' },
    });
    for (const attempt of [
      () => wrong.put('denied.webp', Buffer.from('x'), 'image/webp'),
      () => wrong.get('abc123.webp'),
      () => wrong.delete('abc123.webp'),
      async () => {
        for await (const _ of wrong.list());
      },
    ]) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StorageError);
      expect(String((error as Error).message)).toMatch(/InvalidAccessKeyId \(HTTP 403\)/);
      expect(JSON.stringify(error) + String(error)).not.toContain(secret);
    }
    expect(await rawKeys()).not.toContain('shop-a/denied.webp');
  });

  it('refuses to read an object far larger than any photo it writes', async () => {
    const Key = `${PREFIX}too-large.webp`;
    await raw.send(
      new PutObjectCommand({ Bucket: standIn.bucket, Key, Body: Buffer.alloc(33 * 1024 * 1024) }),
    );
    await expect(storage.get('too-large.webp')).rejects.toThrow(/larger than any photo/);
  });

  it('does not take a missing bucket for a missing photo', async () => {
    const nowhere = await open({ bucket: 'no-such-bucket' });
    await expect(nowhere.get('abc123.webp')).rejects.toThrow(/NoSuchBucket/);
  });

  it('fails soon, with its own error, when the store cannot be reached', async () => {
    // A port nobody listens on: the standard's discard port on the loopback address.
    const down = await open({ endpoint: 'http://127.0.0.1:9' });
    const started = Date.now();
    await expect(down.get('abc123.webp')).rejects.toBeInstanceOf(StorageError);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('openStorage', () => {
  it('takes the S3 bucket when S3_BUCKET is set, and DATA_DIR/uploads otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-open-storage-'));
    try {
      const local = await openStorage(loadConfig({ DATA_DIR: dataDir }));
      await local.put('on-disk.webp', Buffer.from('disk'), 'image/webp');
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'on-disk.webp'))).toBe(true);

      const inBucket = await openStorage(loadConfig({ DATA_DIR: dataDir, ...standIn.env('opened/') }));
      opened.push(inBucket);
      await inBucket.put('in-bucket.webp', Buffer.from('bucket'), 'image/webp');
      expect(fs.existsSync(path.join(dataDir, 'uploads', 'in-bucket.webp'))).toBe(false);
      expect(await rawKeys()).toContain('opened/in-bucket.webp');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
