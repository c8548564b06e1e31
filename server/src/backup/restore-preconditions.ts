import type { Database } from '../db/client';
import type { FileStorage } from '../lib/storage';
import type { BackupManifest } from './backup';
import { listTables, nonEmptyTables, readMigrationState } from './catalog';
import { migrateTo, migrationHashes } from './partial-migrations';
import { RestoreRefused } from './restore-refused';

/*
 * What a restore checks and prepares before it writes: a schema the backup's rows fit, and a
 * target that is empty unless it is to be replaced.
 */

/** Migrates an empty database as far as the backup's, so that its rows fit the tables as they were. */
export async function prepareSchema(database: Database, manifest: BackupManifest, folder: string) {
  const known = migrationHashes(folder);
  const wanted = manifest.migrations.count;
  if (wanted > known.length)
    throw new RestoreRefused(
      'The backup was made by a newer version of Petal; restore it with that version.',
    );
  if (wanted > 0 && known[wanted - 1] !== manifest.migrations.last_hash)
    throw new RestoreRefused(
      'The backup was made by a version of Petal whose database differs from this one.',
    );
  const current = await readMigrationState(database.db);
  if (current.count > wanted) {
    throw new RestoreRefused(
      'The database is already set up by a newer version of Petal than the one that made the backup; restore into a new, empty database.',
    );
  }
  if (current.count < wanted) await migrateTo(database, folder, wanted);
}

export async function storedKeys(storage: FileStorage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of storage.list()) keys.add(key);
  return keys;
}

export async function refuseUnlessEmpty(database: Database, photos: number, force: boolean) {
  if (force) return;
  const filled = await nonEmptyTables(database.db, await listTables(database.db));
  if (filled.length > 0 || photos > 0) {
    const what = [
      filled.length > 0 ? `tables ${filled.join(', ')}` : '',
      photos > 0 ? `${photos} photos` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    throw new RestoreRefused(
      `The target is not empty (${what}). Nothing was changed. Restore into an empty database, or add --force to replace everything there with the backup.`,
    );
  }
}
