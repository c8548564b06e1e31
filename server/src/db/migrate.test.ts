import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/test-app';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

describe('migrations', () => {
  it('apply once even when several processes start at the same time', async () => {
    const fresh = await freshDatabase();
    try {
      // On the server: three pools, as three app processes would have; embedded: one database.
      const others = fresh.url
        ? await Promise.all(
            [1, 2].map(() => openDatabase({ kind: 'postgres', url: fresh.url as string, poolSize: 2 })),
          )
        : [];
      await Promise.all([fresh.database, ...others].map((database) => runMigrations(database)));
      await Promise.all(others.map((database) => database.close()));
      const applied = await fresh.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      const { readdirSync } = await import('node:fs');
      const { migrationsFolder } = await import('./migrate');
      const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'));
      expect(Number(applied.rows[0]?.count)).toBe(files.length);
      // Running again changes nothing.
      await runMigrations(fresh.database);
      const again = await fresh.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(again.rows[0]?.count)).toBe(files.length);
    } finally {
      await fresh.drop();
    }
  });
});
