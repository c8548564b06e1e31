import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('on a database that has them all, reads no migration, and applies one added later', async () => {
    const fresh = await freshDatabase();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-migrations-'));
    try {
      const { migrationsFolder } = await import('./migrate');
      fs.cpSync(migrationsFolder, folder, { recursive: true });
      await runMigrations(fresh.database, folder);
      // Up to date: the start answers from the journal and the database, not from the files.
      const first = fs.readdirSync(folder).find((f) => f.endsWith('.sql')) as string;
      fs.rmSync(path.join(folder, first));
      await runMigrations(fresh.database, folder);
      fs.cpSync(path.join(migrationsFolder, first), path.join(folder, first));
      // A newer version's migration is applied on its first start.
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8'));
      const last = journal.entries.at(-1);
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_probe' });
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      fs.writeFileSync(path.join(folder, '9999_probe.sql'), 'create table migration_probe (id int);');
      await runMigrations(fresh.database, folder);
      const probe = await fresh.database.db.execute<{ found: boolean }>(
        sql`select to_regclass('migration_probe') is not null as found`,
      );
      expect(probe.rows[0]?.found).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
      await fresh.drop();
    }
  });
});
