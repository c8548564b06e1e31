import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, runMigrations } from '../db/migrate';
import { createLocalStorage } from '../lib/storage';
import { freshDatabase } from '../test/test-app';
import { createBackup } from './backup';
import type { Fresh } from './backup-test-setup';
import { listTables, nonEmptyTables } from './catalog';
import { restoreBackup } from './restore';
import { RestoreRefused } from './restore-refused';
import { MAX_ROW_CHARS } from './restore-rows';
import { readTar, writeTarEnd, writeTarEntry } from './tar';

/*
 * A damaged archive is refused without holding what it cannot trust, and changes nothing.
 */

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
      // Unencrypted: these tests rewrite and read the archive as a plain .tar.gz.
      passphrase: null,
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
