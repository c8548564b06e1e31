import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, runMigrations } from '../db/migrate';
import { loadSecrets } from '../lib/secrets';
import { createLocalStorage } from '../lib/storage';
import { freshDatabase } from '../test/test-app';
import { createBackup } from './backup';
import {
  archiveEntries,
  PASSPHRASE,
  TEST_WORK_FACTOR,
  tarBytes,
  writeSealed,
} from './backup-archive-test-helpers';
import { keyFingerprint } from './backup-secrets';
import type { Fresh } from './backup-test-setup';
import { listTables, nonEmptyTables, readMigrationState } from './catalog';
import { WrongPassphrase } from './encryption';
import { restoreBackup } from './restore';
import { RestoreRefused } from './restore-refused';
import { readTar, writeTarEnd, writeTarEntry } from './tar';

/*
 * The encryption of a backup and the signing key it carries: a wrong passphrase, a changed byte
 * or a cut file is refused with nothing written; an archive without the key, or with a key other
 * than the target's, restores as docs/decisions/060 decides; an earlier unencrypted one still restores.
 */

describe('an encrypted backup', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-encrypted-backup-'));
  const sourceDir = path.join(work, 'source');
  const archive = path.join(work, 'shop.tar.gz.age');
  const withoutKey = path.join(work, 'without-secrets.tar.gz.age');
  const photo = `${'a'.repeat(32)}.webp`;
  // Random, so that it does not compress: the archive spans several of the encryption's 64 kB chunks.
  const photoBytes = crypto.randomBytes(300_000);
  let source: Fresh;
  const targets: Fresh[] = [];

  beforeAll(async () => {
    source = await freshDatabase();
    await runMigrations(source.database);
    loadSecrets(sourceDir, {});
    await createLocalStorage(sourceDir).put(photo, photoBytes, 'image/webp');
    for (const [out, withoutSecrets] of [
      [archive, false],
      [withoutKey, true],
    ] as const) {
      const storage = createLocalStorage(sourceDir);
      const base = { database: source.database, dataDir: sourceDir, storage, out, withoutSecrets };
      await createBackup({ ...base, passphrase: PASSPHRASE, scryptWorkFactor: TEST_WORK_FACTOR });
    }
  }, 120_000);

  afterAll(async () => {
    await source?.drop();
    for (const target of targets) await target.drop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** A fresh database and DATA_DIR, this one with its own signing key when `key` says so. */
  async function target(key: 'none' | 'own' | 'source') {
    const fresh = await freshDatabase();
    targets.push(fresh);
    const dataDir = fs.mkdtempSync(path.join(work, 'target-'));
    if (key === 'own') loadSecrets(dataDir, {});
    if (key === 'source')
      fs.copyFileSync(path.join(sourceDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
    const restore = (from: string, options: { passphrase?: string; force?: boolean } = {}) =>
      restoreBackup({
        database: fresh.database,
        dataDir,
        storage: createLocalStorage(dataDir),
        from,
        migrationsFolder,
        passphrase: PASSPHRASE,
        ...options,
      });
    const files = () => fs.readdirSync(dataDir).sort();
    const secrets = () => fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8');
    const before = { files: files(), migrations: await readMigrationState(fresh.database.db) };
    const untouched = async () => {
      const db = fresh.database.db;
      expect(await nonEmptyTables(db, await listTables(db))).toEqual([]);
      expect(await readMigrationState(db)).toEqual(before.migrations);
      expect(files()).toEqual(before.files);
    };
    return { fresh, dataDir, restore, files, secrets, untouched };
  }

  const sourceSecrets = () => fs.readFileSync(path.join(sourceDir, 'secrets.json'));

  it('refuses a wrong passphrase and writes nothing', async () => {
    const t = await target('none');
    const attempt = t.restore(archive, { passphrase: 'peonies-and-tulips-at-dusk' });
    await expect(attempt).rejects.toThrow(WrongPassphrase);
    await expect(attempt).rejects.toThrow(/passphrase is wrong/);
    await t.untouched();
  });

  it('refuses an archive with one byte changed, in its header, amid it or at its end, and writes nothing', async () => {
    const whole = fs.readFileSync(archive);
    expect(whole.length).toBeGreaterThan(4 * 65_536);
    const t = await target('none');
    for (const at of [60, 100_000, whole.length - 1]) {
      const changed = Buffer.from(whole);
      changed[at] = (changed[at] as number) ^ 0x01;
      const from = path.join(work, `changed-${at}.age`);
      fs.writeFileSync(from, changed);
      const attempt = t.restore(from);
      await expect(attempt, `byte ${at}`).rejects.toThrow(RestoreRefused);
      // In the header the key no longer unwraps; past it, a chunk fails its check.
      if (at > 60) await expect(attempt, `byte ${at}`).rejects.toThrow(/fails its authentication/);
      await t.untouched();
    }
  });

  it('refuses an archive cut short, also where one chunk ends, and writes nothing', async () => {
    const whole = fs.readFileSync(archive);
    // The header ends with its MAC line; a 16-byte nonce follows, then chunks of 64 kB and a 16-byte tag.
    const headerEnd = whole.indexOf('\n', whole.indexOf('\n---') + 1) + 1;
    const t = await target('none');
    for (const length of [headerEnd + 16 + 2 * (65_536 + 16), whole.length - 1000]) {
      const from = path.join(work, `cut-${length}.age`);
      fs.writeFileSync(from, whole.subarray(0, length));
      await expect(t.restore(from), `cut at ${length}`).rejects.toThrow(/damaged, cut short/);
      await t.untouched();
    }
  });

  it('leaves the signing key out when asked, and names it by a fingerprint only', async () => {
    const key = JSON.parse(sourceSecrets().toString()).jwtSecret as string;
    const full = await archiveEntries(archive, PASSPHRASE);
    expect(full.map((e) => e.name)).toContain('files/secrets.json');
    const bare = await archiveEntries(withoutKey, PASSPHRASE);
    expect(bare.map((e) => e.name)).not.toContain('files/secrets.json');
    expect(bare.map((e) => e.name)).toContain(`files/uploads/${photo}`);
    const manifest = JSON.parse(String(bare[0]?.data));
    expect(manifest.secrets).toEqual({ included: false, fingerprint: keyFingerprint(sourceSecrets()) });
    expect((await tarBytes(withoutKey, PASSPHRASE)).includes(key)).toBe(false);
  });

  it("restores an archive without the key and keeps the target's, saying what follows for sign-ins", async () => {
    const own = await target('own');
    const ownKey = own.secrets();
    const kept = await own.restore(withoutKey);
    expect(own.secrets()).toBe(ownKey);
    expect(kept.notes.join('\n')).toMatch(/holds no signing key.*different key.*signs in again/);
    expect(fs.readFileSync(path.join(own.dataDir, 'uploads', photo)).equals(photoBytes)).toBe(true);

    const same = await target('source');
    expect((await same.restore(withoutKey)).notes.join('\n')).toMatch(/sign-ins carry on/);
    expect(same.secrets()).toBe(sourceSecrets().toString());

    const none = await target('none');
    expect((await none.restore(withoutKey)).notes.join('\n')).toMatch(/makes a new one when it starts/);
    expect(none.files()).not.toContain('secrets.json');
  });

  it('refuses to replace a different signing key in DATA_DIR unless forced', async () => {
    const t = await target('own');
    const ownKey = t.secrets();
    const attempt = t.restore(archive);
    await expect(attempt).rejects.toThrow(RestoreRefused);
    await expect(attempt).rejects.toThrow(/different signing key.*stop working.*--force/s);
    await t.untouched();
    expect(t.secrets()).toBe(ownKey);
    const forced = await t.restore(archive, { force: true });
    expect(t.secrets()).toBe(sourceSecrets().toString());
    expect(forced.notes.join('\n')).toMatch(/replaced by the backup's signing key/);
  });

  it('still restores an unencrypted backup of the earlier version, saying so', async () => {
    // Version 1: a plain .tar.gz whose manifest says nothing of the signing key.
    const out = new PassThrough();
    const parts: Buffer[] = [];
    out.on('data', (d: Buffer) => parts.push(d));
    for await (const entry of readTar(new PassThrough().end(await tarBytes(archive, PASSPHRASE)))) {
      let data = await entry.read(1 << 25);
      if (entry.name === 'petal-backup.json') {
        const { secrets: _, ...earlier } = JSON.parse(data.toString());
        data = Buffer.from(JSON.stringify({ ...earlier, version: 1 }));
      }
      await writeTarEntry(out, entry.name, data);
    }
    await writeTarEnd(out);
    const old = path.join(work, 'old.tar.gz');
    await writeSealed(old, Buffer.concat(parts));
    const t = await target('none');
    const restored = await t.restore(old, { passphrase: undefined });
    expect(restored.notes.join('\n')).toMatch(/unencrypted backup from an earlier version/);
    expect(t.secrets()).toBe(sourceSecrets().toString());
    expect(fs.readFileSync(path.join(t.dataDir, 'uploads', photo)).equals(photoBytes)).toBe(true);
  });
});
