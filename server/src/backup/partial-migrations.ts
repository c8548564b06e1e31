import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';

/** The hash the database records for each migration, in order (as the migrator computes it). */
export const migrationHashes = (folder: string): string[] =>
  readMigrationFiles({ migrationsFolder: folder }).map((m) => m.hash);

/**
 * Applies only the first `count` migrations: a copy of the folder whose journal stops there. An
 * old backup's rows are loaded into the tables as they were, and the later migrations move them on.
 */
export async function migrateTo(database: Database, folder: string, count: number): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-migrations-'));
  try {
    fs.mkdirSync(path.join(dir, 'meta'));
    const entries = journal.entries.slice(0, count);
    for (const { tag } of entries)
      fs.copyFileSync(path.join(folder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
    fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    await runMigrations(database, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
