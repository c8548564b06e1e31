import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { type ArchiveSecrets, keyFingerprint, SECRETS_FILE } from './backup-secrets';
import { listTables, qualified, queryRows, readMigrationState, readSequences } from './catalog';
import { encrypting } from './encryption';
import { writeTarEnd, writeTarEntry } from './tar';

/*
 * A backup is one .tar.gz, encrypted with a passphrase (./encryption.ts): a manifest, every table's rows as JSON lines (in batches of bounded
 * size, parents before children), the sequences, DATA_DIR's secrets, the uploaded photos (from
 * whichever storage the app uses: DATA_DIR or an S3 bucket), and a
 * closing entry with the counts, so that a restore can tell a complete archive from a cut one.
 * See docs/decisions/019-backups.md and 060-encrypted-backups.md.
 */

export const BACKUP_FORMAT = 'petal-backup';
/** 2: encrypted, and the manifest names the signing key. A restore still reads 1. */
export const BACKUP_VERSION = 2;
export const MANIFEST = 'petal-backup.json';
export const END = 'petal-backup-end.json';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  database: Database['kind'];
  migrations: { count: number; last_hash: string | null };
  /** Absent in version 1. */
  secrets?: ArchiveSecrets;
};

export type BackupSummary = { tables: Record<string, number>; files: number };

/** Rows fetched per round trip; batches of rows are cut at about this many bytes. */
const FETCH_ROWS = 500;
const BATCH_BYTES = 4 * 1024 * 1024;

const rowsEntry = (table: string, batch: number) =>
  `database/${table}/${String(batch).padStart(6, '0')}.jsonl`;

/**
 * Writes a backup of the database, DATA_DIR's secrets (unless `withoutSecrets`) and the photos in
 * `storage` to `out` (mode 0600: it holds personal data and secrets), encrypted with `passphrase`
 * (null only when the person asked for an unencrypted one). The rows are read in one read-only
 * snapshot, so a running app on a database server is backed up consistently. The file appears
 * under its name only when it is complete.
 */
export async function createBackup({
  database,
  dataDir,
  storage,
  out,
  passphrase,
  withoutSecrets = false,
  scryptWorkFactor,
  batchBytes = BATCH_BYTES,
}: {
  database: Database;
  dataDir: string;
  storage: FileStorage;
  out: string;
  passphrase: string | null;
  withoutSecrets?: boolean;
  /** Lower only in tests: a restore takes whatever the archive names. */
  scryptWorkFactor?: number;
  batchBytes?: number;
}): Promise<BackupSummary> {
  const target = path.resolve(out);
  const partial = `${target}.${crypto.randomBytes(4).toString('hex')}.partial`;
  const file = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const gzip = zlib.createGzip({ level: 6 });
  const sealed: Readable = passphrase === null ? gzip : await encrypting(gzip, passphrase, scryptWorkFactor);
  const written = pipeline(sealed, file);
  // A failed pipeline must not leave an unhandled rejection while rows are still being read.
  written.catch(() => {});
  try {
    const summary = await writeArchive(gzip, { database, dataDir, storage, batchBytes, withoutSecrets });
    gzip.end();
    await written;
    await fsyncFile(partial);
    fs.renameSync(partial, target);
    fs.chmodSync(target, 0o600);
    return summary;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => {});
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

async function writeArchive(
  out: Writable,
  {
    database,
    dataDir,
    storage,
    batchBytes,
    withoutSecrets,
  }: {
    database: Database;
    dataDir: string;
    storage: FileStorage;
    batchBytes: number;
    withoutSecrets: boolean;
  },
): Promise<BackupSummary> {
  const summary: BackupSummary = { tables: {}, files: 0 };
  const secretsFile = path.join(dataDir, SECRETS_FILE);
  const secrets = fs.existsSync(secretsFile) ? fs.readFileSync(secretsFile) : null;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const migrations = await readMigrationState(tx);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: database.kind,
      migrations: { count: migrations.count, last_hash: migrations.lastHash },
      // Named even when left out, so that a restore can tell whether the target's key is the same.
      secrets: {
        included: secrets !== null && !withoutSecrets,
        fingerprint: secrets === null ? null : keyFingerprint(secrets),
      },
    };
    await writeTarEntry(out, MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const table of await listTables(tx)) {
      summary.tables[table.name] = await writeTableRows(out, tx, table.name, batchBytes);
    }
    const sequences = await readSequences(tx);
    await writeTarEntry(out, 'database/sequences.json', Buffer.from(`${JSON.stringify(sequences)}\n`));
  });
  summary.files = await writeDataFiles(out, withoutSecrets ? null : secrets, storage);
  await writeTarEntry(out, END, Buffer.from(`${JSON.stringify(summary, null, 2)}\n`));
  await writeTarEnd(out);
  return summary;
}

/** Streams one table through a cursor: never more than a batch of rows in memory. */
async function writeTableRows(out: Writable, tx: Tx, table: string, batchBytes: number): Promise<number> {
  // The row as JSON text, exactly as the database writes it: numbers, dates and bytes keep every digit.
  await tx.execute(
    sql.raw(
      `declare petal_backup no scroll cursor for select to_jsonb(t)::text as row from ${qualified(table)} t`,
    ),
  );
  let count = 0;
  let batch = 0;
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    batch += 1;
    await writeTarEntry(out, rowsEntry(table, batch), Buffer.from(`${lines.join('\n')}\n`));
    lines = [];
    bytes = 0;
  };
  while (true) {
    const fetched = await queryRows<{ row: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from petal_backup`));
    for (const { row } of fetched) {
      lines.push(row);
      bytes += row.length + 1;
      count += 1;
      if (bytes >= batchBytes) await flush();
    }
    if (fetched.length < FETCH_ROWS) break;
  }
  await flush();
  await tx.execute(sql.raw('close petal_backup'));
  return count;
}

/** DATA_DIR's secrets and the uploaded photos, one photo in memory at a time. */
async function writeDataFiles(out: Writable, secrets: Buffer | null, storage: FileStorage): Promise<number> {
  let files = 0;
  if (secrets) {
    await writeTarEntry(out, `files/${SECRETS_FILE}`, secrets);
    files += 1;
  }
  for await (const key of storage.list()) {
    const data = await storage.get(key);
    // A photo deleted since the listing is simply no longer part of the shop.
    if (!data) continue;
    await writeTarEntry(out, `files/uploads/${key}`, data);
    files += 1;
  }
  return files;
}

async function fsyncFile(file: string) {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
