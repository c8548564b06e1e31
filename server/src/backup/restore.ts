import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { FileStorage } from '../lib/storage';
import { type CheckedArchive, checkArchive, openArchive, readManifest } from './archive-check';
import type { BackupSummary } from './backup';
import { planSecrets, SECRETS_FILE } from './backup-secrets';
import { listTables, qualified } from './catalog';
import { loadEntries } from './restore-entries';
import { PhotoRestore } from './restore-photos';
import { prepareSchema, refuseUnlessEmpty, storedKeys } from './restore-preconditions';
import { readTar } from './tar';

export type RestoreResult = BackupSummary & {
  /** What the person should know: an old unencrypted archive, what became of the signing key. */
  notes: string[];
};

/**
 * Restores a backup made by createBackup into `database`, `storage` (the photos) and `dataDir`
 * (the secrets). First the whole archive is checked (checkArchive: decrypted, authenticated, read
 * to its end) and the signing key's fate decided, with nothing written; then the rows go in one
 * transaction (all or nothing, also should the file change in between), the photos are put while
 * it is open, the secrets after it. The database and the storage must be empty unless `force`,
 * which replaces what is there, and a different signing key in DATA_DIR is replaced only then.
 */
export async function restoreBackup({
  database,
  dataDir,
  storage,
  from,
  passphrase,
  checked,
  force = false,
  migrationsFolder,
}: {
  database: Database;
  dataDir: string;
  storage: FileStorage;
  from: string;
  /** For an encrypted archive, unless it was `checked` already. */
  passphrase?: string;
  checked?: CheckedArchive;
  force?: boolean;
  migrationsFolder: string;
}): Promise<RestoreResult> {
  const archive = checked ?? (await checkArchive(path.resolve(from), passphrase));
  const notes = [...archive.notes, ...planSecrets(archive.secrets, dataDir, force)];
  const source = await openArchive(archive.from, archive.fileKey);
  const gunzip = zlib.createGunzip();
  const unpacked = pipeline(source, gunzip);
  unpacked.catch(() => {});
  const entries = readTar(gunzip as AsyncIterable<Buffer>);
  const staging = path.join(dataDir, `.restore-${crypto.randomBytes(6).toString('hex')}`);
  try {
    const manifest = await readManifest(from, await entries.next());
    await prepareSchema(database, manifest, migrationsFolder);
    const before = await storedKeys(storage);
    await refuseUnlessEmpty(database, before.size, force);
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    const photos = new PhotoRestore(storage, before);
    const summary = await database.db
      .transaction(async (tx) => {
        const tables = await listTables(tx);
        if (force) {
          await tx.execute(
            sql.raw(
              `truncate table ${tables.map((t) => qualified(t.name)).join(', ')} restart identity cascade`,
            ),
          );
        }
        // Rows go back exactly as they were saved: the tables' own triggers (the storefront's
        // version, docs/decisions/028) stay quiet while they load, and wake up with the commit.
        const triggers = async (state: 'disable' | 'enable') => {
          for (const t of tables)
            await tx.execute(sql.raw(`alter table ${qualified(t.name)} ${state} trigger user`));
        };
        await triggers('disable');
        const loaded = await loadEntries(tx, entries, tables, staging, photos);
        await triggers('enable');
        return loaded;
      })
      .catch(async (error: unknown) => {
        await photos.undo();
        throw error;
      });
    // Committed: the photos the backup does not hold belonged to the data just replaced.
    await photos.removeOthers();
    placeSecrets(dataDir, staging);
    // A backup from an older version is brought up to this one, as a start would.
    await runMigrations(database, migrationsFolder);
    return { ...summary, notes };
  } finally {
    await entries.return(undefined);
    source.destroy();
    await unpacked.catch(() => {});
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Moves the restored secrets into DATA_DIR, replacing those there. */
function placeSecrets(dataDir: string, staging: string) {
  const secrets = path.join(staging, SECRETS_FILE);
  if (fs.existsSync(secrets)) fs.renameSync(secrets, path.join(dataDir, SECRETS_FILE));
}
