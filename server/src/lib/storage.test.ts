import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, deletePhoto, type FileStorage, isValidKey, storePhoto } from './storage';

let dataDir: string;
let storage: FileStorage;
const uploadsDir = () => path.join(dataDir, 'uploads');

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-storage-'));
  storage = createLocalStorage(dataDir);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#e07a9a' } })
    .jpeg()
    .toBuffer();

describe('local storage', () => {
  it('puts, gets and deletes files in DATA_DIR/uploads', async () => {
    const data = Buffer.from('pretend webp bytes');
    await storage.put('abc123.webp', data, 'image/webp');
    expect(fs.readFileSync(path.join(uploadsDir(), 'abc123.webp'))).toEqual(data);
    expect(await storage.get('abc123.webp')).toEqual(data);

    await storage.delete('abc123.webp');
    expect(await storage.get('abc123.webp')).toBeNull();
    expect(fs.existsSync(path.join(uploadsDir(), 'abc123.webp'))).toBe(false);
  });

  it('lists the stored keys, not temporary files or strangers, and nothing before the first upload', async () => {
    const listed = async () => {
      const keys: string[] = [];
      for await (const key of storage.list()) keys.push(key);
      return keys.sort();
    };
    expect(await listed()).toEqual([]);
    await storage.put('one.webp', Buffer.from('1'), 'image/webp');
    await storage.put('two-thumb.webp', Buffer.from('2'), 'image/webp');
    fs.writeFileSync(path.join(uploadsDir(), '.one.webp.0a1b2c.tmp'), 'a write in progress');
    fs.writeFileSync(path.join(uploadsDir(), 'notes.txt'), 'not a photo');
    expect(await listed()).toEqual(['one.webp', 'two-thumb.webp']);
  });

  it('answers null for a missing file and deletes one quietly', async () => {
    expect(await storage.get('nothing-here.webp')).toBeNull();
    await expect(storage.delete('nothing-here.webp')).resolves.toBeUndefined();
  });

  it('replaces a file whole and leaves no temporary files behind', async () => {
    await storage.put('same-key.webp', Buffer.alloc(50_000, 1), 'image/webp');
    await storage.put('same-key.webp', Buffer.from('short'), 'image/webp');
    expect(await storage.get('same-key.webp')).toEqual(Buffer.from('short'));
    expect(fs.readdirSync(uploadsDir())).toEqual(['same-key.webp']);
  });

  it('never lets a reader see a half-written file', async () => {
    const versions = [Buffer.alloc(3 * 1024 * 1024, 0xaa), Buffer.alloc(2 * 1024 * 1024, 0xbb)];
    await storage.put('busy.webp', versions[0] as Buffer, 'image/webp');
    let writing = true;
    const writes = (async () => {
      for (let i = 1; i <= 10; i++) await storage.put('busy.webp', versions[i % 2] as Buffer, 'image/webp');
      writing = false;
    })();
    let reads = 0;
    while (writing) {
      const seen = await storage.get('busy.webp');
      expect(seen && versions.some((v) => v.equals(seen))).toBe(true);
      reads += 1;
    }
    await writes;
    expect(reads).toBeGreaterThan(0);
    expect(fs.readdirSync(uploadsDir())).toEqual(['busy.webp']);
  });

  it.each([
    '../secret.webp',
    '../../etc/passwd',
    '..%2Fsecret.webp',
    'a/b.webp',
    'a\\b.webp',
    '/etc/passwd',
    '.hidden.webp',
    '.busy.webp.0a1b2c.tmp',
    'UPPER.webp',
    'photo.png',
    'photo.webp/..',
    'photo.webp\0.png',
    '.webp',
    '',
    `${'a'.repeat(200)}.webp`,
  ])('refuses the key %j', async (key) => {
    expect(isValidKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    expect(await storage.get(key)).toBeNull();
  });

  it('cannot be led out of its folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.webp'), 'the jwt secret');
    expect(await storage.get('../secret.webp')).toBeNull();
    await expect(storage.delete('../secret.webp')).rejects.toThrow();
    await expect(storage.put('../secret.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(fs.readFileSync(path.join(dataDir, 'secret.webp'), 'utf8')).toBe('the jwt secret');
  });
});

describe('storePhoto', () => {
  it('stores the re-encoded photo and its thumbnail under random names', async () => {
    const stored = await storePhoto(storage, await photo());
    expect(stored.key).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(stored.url).toBe(`/uploads/${stored.key}`);
    expect(stored.thumbUrl).toBe(`/uploads/${stored.key.replace('.webp', '-thumb.webp')}`);
    expect([stored.width, stored.height]).toEqual([900, 600]);

    const full = await storage.get(stored.key);
    const thumb = await storage.get(stored.thumbUrl.replace('/uploads/', ''));
    expect(full && (await sharp(full).metadata())).toMatchObject({ format: 'webp', width: 900, height: 600 });
    expect(thumb && (await sharp(thumb).metadata())).toMatchObject({
      format: 'webp',
      width: 480,
      height: 320,
    });
    expect(fs.readdirSync(uploadsDir()).sort()).toEqual(
      [stored.key, stored.key.replace('.webp', '-thumb.webp')].sort(),
    );
  });

  it('never gives two photos the same name', async () => {
    const input = await photo(40, 40);
    const keys = await Promise.all(Array.from({ length: 8 }, () => storePhoto(storage, input)));
    expect(new Set(keys.map((k) => k.key)).size).toBe(8);
  });

  it('stores nothing for bad input', async () => {
    await expect(storePhoto(storage, Buffer.from('<svg/>'))).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(storePhoto(storage, Buffer.alloc(11 * 1024 * 1024))).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []).toEqual([]);
  });

  it('leaves no half-stored photo when the store fails midway', async () => {
    let puts = 0;
    const failingSecondPut: FileStorage = {
      ...storage,
      put: async (key, data, type) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        return storage.put(key, data, type);
      },
    };
    await expect(storePhoto(failingSecondPut, await photo(60, 60))).rejects.toThrow('disk full');
    expect(fs.readdirSync(uploadsDir())).toEqual([]);
  });

  it('deletePhoto removes the photo and its thumbnail', async () => {
    const stored = await storePhoto(storage, await photo(50, 50));
    await deletePhoto(storage, stored.key);
    expect(fs.readdirSync(uploadsDir())).toEqual([]);
    await expect(deletePhoto(storage, '../x.webp')).rejects.toThrow();
    await expect(deletePhoto(storage, stored.key.replace('.webp', '-thumb.webp'))).rejects.toThrow();
  });
});
