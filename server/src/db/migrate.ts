import { fileURLToPath } from 'node:url';
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
  await database.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    if (database.kind === 'postgres') {
      await migratePg(database.db, { migrationsFolder: folder });
    } else {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    }
  });
}
