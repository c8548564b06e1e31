import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';

/** Arbitrary, fixed: every Petal process agrees on it. */
const MIGRATION_LOCK_KEY = 7_305_221;

/**
 * The generated SQL sits beside this file in the sources and beside main.js in the build
 * (scripts/build-server.mjs copies it), so one relative path serves both.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations once, even when several processes start together. */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (await upToDate(database, folder)) return;
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'postgres') {
      await migratePg(database.db, { migrationsFolder: folder });
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}

/**
 * Whether every migration of the folder is applied, by the migrator's own rule: it applies each
 * migration newer than the newest one the database records. Most starts find nothing to do, and
 * this answers from the journal and one row, where the migrator reads and hashes every file (and
 * on PostgreSQL takes a connection and the lock) first.
 */
async function upToDate(database: Database, folder: string): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = await rows<{ found: boolean }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return false;
  const [last] = await rows<{ at: string | null }>(
    database,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  return last?.at != null && Number(last.at) >= newest;
}

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
