import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { isValidKey } from '../lib/storage';
import { type BackupSummary, END } from './backup';
import { qualified, type SequenceState, type TableInfo } from './catalog';
import type { PhotoRestore } from './restore-photos';
import { RestoreRefused } from './restore-refused';
import { insertRows } from './restore-rows';
import type { TarEntry } from './tar';

/*
 * The archive's entries after the manifest, each put where it belongs: rows, sequences, the secrets
 * (staged until the rows commit) and the photos, until the closing entry proves nothing is missing.
 */

/** Far above any photo the app writes; a larger entry is not one of ours, and is never read whole. */
const MAX_PHOTO_BYTES = 32 * 1024 * 1024;
/** The manifest, the sequences and the closing summary: a few kB in any backup Petal writes. */
export const SMALL_ENTRY_BYTES = 1024 * 1024;

export async function loadEntries(
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

async function writeStaged(file: string, entry: TarEntry) {
  await pipeline(Readable.from(entry.chunks()), fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}
