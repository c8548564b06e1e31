import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { FileStorage } from '../lib/storage';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupManifest, type BackupSummary, MANIFEST } from './backup';
import { listTables, qualified } from './catalog';
import { loadEntries, SMALL_ENTRY_BYTES } from './restore-entries';
import { PhotoRestore } from './restore-photos';
import { prepareSchema, refuseUnlessEmpty, storedKeys } from './restore-preconditions';
import { RestoreRefused } from './restore-refused';
import { readTar } from './tar';

/**
 * Restores a backup made by createBackup into `database`, `storage` (the photos) and `dataDir`
 * (the secrets): the rows in one transaction (all or nothing, also when the archive turns out to
 * be cut short), the photos put while it is open, the secrets after it. The database and the
 * storage must be empty unless `force`, which replaces what is there.
 */
export async function restoreBackup({
  database,
  dataDir,
  storage,
  from,
  force = false,
  migrationsFolder,
}: {
  database: Database;
  dataDir: string;
  storage: FileStorage;
  from: string;
  force?: boolean;
  migrationsFolder: string;
}): Promise<BackupSummary> {
  const source = fs.createReadStream(path.resolve(from));
  const gunzip = zlib.createGunzip();
  const unpacked = pipeline(source, gunzip);
  unpacked.catch(() => {});
  const entries = readTar(gunzip as AsyncIterable<Buffer>);
  const staging = path.join(dataDir, `.restore-${crypto.randomBytes(6).toString('hex')}`);
  try {
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST)
      throw new RestoreRefused(`${from} is not a Petal backup`);
    const manifest = JSON.parse(
      (await first.value.read(SMALL_ENTRY_BYTES)).toString('utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
      throw new RestoreRefused(`${from} is not a Petal backup this version can read`);
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
    return summary;
  } finally {
    await entries.return(undefined);
    source.destroy();
    await unpacked.catch(() => {});
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Moves the restored secrets into DATA_DIR, replacing those there. */
function placeSecrets(dataDir: string, staging: string) {
  const secrets = path.join(staging, 'secrets.json');
  if (fs.existsSync(secrets)) fs.renameSync(secrets, path.join(dataDir, 'secrets.json'));
}
