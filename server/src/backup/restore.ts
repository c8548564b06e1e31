import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { runMigrations } from '../db/migrate';
import { type FileStorage, isValidKey } from '../lib/storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupManifest,
  type BackupSummary,
  END,
  MANIFEST,
} from './backup';
import {
  listTables,
  nonEmptyTables,
  qualified,
  quoteIdent,
  readMigrationState,
  type SequenceState,
  type TableInfo,
} from './catalog';
import { migrateTo, migrationHashes } from './partial-migrations';
import { readTar, type TarEntry } from './tar';

/** A restore that would overwrite data, or cannot fit this code or database; the message is for the person. */
export class RestoreRefused extends Error {}

/** Rows inserted per statement; a statement also stops at about this many bytes. */
const INSERT_ROWS = 1000;
const INSERT_BYTES = 2 * 1024 * 1024;
/** Far above any photo the app writes; a larger entry is not one of ours, and is never read whole. */
const MAX_PHOTO_BYTES = 32 * 1024 * 1024;
/** The manifest, the sequences and the closing summary: a few kB in any backup Petal writes. */
const SMALL_ENTRY_BYTES = 1024 * 1024;
/**
 * One saved row, as a line of JSON, in characters. Petal's own inputs are bounded far below this
 * (the longest texts are mails of a few hundred kB); a longer line is a damaged archive, not a row
 * to hold in memory.
 */
export const MAX_ROW_CHARS = 16 * 1024 * 1024;

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

/** Migrates an empty database as far as the backup's, so that its rows fit the tables as they were. */
async function prepareSchema(database: Database, manifest: BackupManifest, folder: string) {
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

async function storedKeys(storage: FileStorage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of storage.list()) keys.add(key);
  return keys;
}

async function refuseUnlessEmpty(database: Database, photos: number, force: boolean) {
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

/**
 * The photos of a restore, put into the storage while the rows' transaction is open. Should it
 * fail, the photos it added go again; once it commits, the ones it did not bring go.
 */
class PhotoRestore {
  private readonly added = new Set<string>();
  private readonly restored = new Set<string>();

  constructor(
    private readonly storage: FileStorage,
    private readonly before: Set<string>,
  ) {}

  async put(key: string, data: Buffer) {
    if (!this.before.has(key)) this.added.add(key);
    this.restored.add(key);
    await this.storage.put(key, data, 'image/webp');
  }

  async undo() {
    await Promise.allSettled([...this.added].map((key) => this.storage.delete(key)));
  }

  async removeOthers() {
    for (const key of this.before) if (!this.restored.has(key)) await this.storage.delete(key);
  }
}

async function loadEntries(
  tx: Tx,
  entries: AsyncGenerator<TarEntry>,
  tables: TableInfo[],
  staging: string,
  photos: PhotoRestore,
): Promise<BackupSummary> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const loaded: BackupSummary = { tables: Object.fromEntries(tables.map((t) => [t.name, 0])), files: 0 };
  for await (const entry of entries) {
    const rows = /^database\/([a-z0-9_]+)\/\d{6}\.jsonl$/.exec(entry.name);
    if (rows) {
      const table = byName.get(rows[1] as string);
      if (!table) throw new RestoreRefused(`The backup has rows of an unknown table ${rows[1]}`);
      loaded.tables[table.name] = (loaded.tables[table.name] ?? 0) + (await insertRows(tx, table, entry));
    } else if (entry.name === 'database/sequences.json') {
      const sequences = JSON.parse((await entry.read(SMALL_ENTRY_BYTES)).toString('utf8')) as SequenceState[];
      for (const s of sequences) {
        await tx.execute(
          sql`select setval(${qualified(s.name)}::regclass, ${s.last_value}::bigint, ${s.is_called})`,
        );
      }
    } else if (entry.name === 'files/secrets.json') {
      await writeStaged(path.join(staging, 'secrets.json'), entry);
      loaded.files += 1;
    } else if (entry.name.startsWith('files/uploads/')) {
      const key = entry.name.slice('files/uploads/'.length);
      // Only names the app itself would use: an archive never writes outside the photos.
      if (!isValidKey(key)) throw new RestoreRefused(`The backup has a file with an unexpected name: ${key}`);
      if (entry.size > MAX_PHOTO_BYTES)
        throw new RestoreRefused(`The backup's file ${key} is too large for a photo`);
      await photos.put(key, await entry.read(MAX_PHOTO_BYTES));
      loaded.files += 1;
    } else if (entry.name === END) {
      const expected = JSON.parse((await entry.read(SMALL_ENTRY_BYTES)).toString('utf8')) as BackupSummary;
      checkComplete(expected, loaded);
      return loaded;
    }
  }
  throw new RestoreRefused('The backup is incomplete (it has no closing entry). Nothing was changed.');
}

function checkComplete(expected: BackupSummary, loaded: BackupSummary) {
  const differ = Object.entries(expected.tables).filter(([t, n]) => loaded.tables[t] !== n);
  if (differ.length > 0 || expected.files !== loaded.files)
    throw new RestoreRefused('The backup does not hold what it lists (is it damaged?). Nothing was changed.');
}

/** Inserts a batch file's rows, many per statement; the database turns each JSON row back into its columns. */
async function insertRows(tx: Tx, table: TableInfo, entry: TarEntry): Promise<number> {
  const columns = table.columns.map(quoteIdent).join(', ');
  const insert = (json: string) =>
    tx.execute(
      sql`insert into ${sql.raw(qualified(table.name))} (${sql.raw(columns)}) overriding system value
          select ${sql.raw(columns)} from jsonb_populate_recordset(null::${sql.raw(qualified(table.name))}, ${json}::jsonb)`,
    );
  let count = 0;
  let pending: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (pending.length === 0) return;
    await insert(`[${pending.join(',')}]`);
    count += pending.length;
    pending = [];
    bytes = 0;
  };
  const take = async (line: string) => {
    if (!line) return;
    pending.push(line);
    bytes += line.length;
    if (pending.length >= INSERT_ROWS || bytes >= INSERT_BYTES) await flush();
  };
  // A character may be split between two chunks; the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder('utf8');
  // The start of a line whose end has not arrived: all that is held between chunks, kept in pieces
  // (joined once, when the line ends) and bounded.
  let unfinished: string[] = [];
  let unfinishedLength = 0;
  for await (const chunk of entry.chunks()) {
    const text = decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      unfinished.push(text.slice(start, end));
      await take(unfinished.join(''));
      unfinished = [];
      unfinishedLength = 0;
      start = end + 1;
    }
    unfinished.push(text.slice(start));
    unfinishedLength += text.length - start;
    if (unfinishedLength > MAX_ROW_CHARS) {
      throw new RestoreRefused(
        `The backup has a row of ${table.name} longer than ${MAX_ROW_CHARS} characters (is it damaged?). Nothing was changed.`,
      );
    }
  }
  unfinished.push(decoder.end());
  await take(unfinished.join(''));
  await flush();
  return count;
}

async function writeStaged(file: string, entry: TarEntry) {
  await pipeline(Readable.from(entry.chunks()), fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}

/** Moves the restored secrets into DATA_DIR, replacing those there. */
function placeSecrets(dataDir: string, staging: string) {
  const secrets = path.join(staging, 'secrets.json');
  if (fs.existsSync(secrets)) fs.renameSync(secrets, path.join(dataDir, 'secrets.json'));
}
