import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { restrictDataDir } from './data-dir';
import { loadSecrets } from './secrets';
import { createLocalStorage } from './storage';

let parent: string;
let previousUmask: number;

beforeAll(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-modes-'));
  previousUmask = process.umask();
});

afterAll(() => {
  process.umask(previousUmask);
  fs.rmSync(parent, { recursive: true, force: true });
});

/** Every path under `dir` with its permission bits. */
function modes(dir: string): Array<[string, string]> {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => [name, (fs.statSync(path.join(dir, name)).mode & 0o777).toString(8)]);
}

describe('the data folder', () => {
  it('keeps the embedded database, the secrets and photos from other users', {
    timeout: 120_000,
  }, async () => {
    // As the process starts: umask of a typical shell, DATA_DIR not there yet.
    process.umask(0o022);
    const dataDir = path.join(parent, 'fresh', 'data');
    expect(restrictDataDir(dataDir)).toBeNull();
    const database = await openDatabase({ kind: 'embedded', dataDir });
    try {
      loadSecrets(dataDir, {});
      await createLocalStorage(dataDir).put('photo.webp', Buffer.from('webp'), 'image/webp');
    } finally {
      await database.close();
    }
    const all = modes(dataDir);
    expect(all.length).toBeGreaterThan(20);
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining(['pg', 'secrets.json', path.join('uploads', 'photo.webp')]),
    );
    const open = all.filter(([, mode]) => !/^[67]00$/.test(mode));
    expect(open).toEqual([]);
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
  });

  it('closes an existing DATA_DIR that others can read, and says so', () => {
    process.umask(0o022);
    const dataDir = path.join(parent, 'old');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    expect(restrictDataDir(dataDir)).toMatch(/open to other users \(mode 755\); it is now 700/);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(restrictDataDir(dataDir)).toBeNull();
  });
});
