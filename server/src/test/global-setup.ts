import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database, dumped once per run; each test file starts its own copy. */
    pgliteDump: string | null;
    databaseUrl: string | null;
  }
}

/**
 * Migrates once per run: on the PostgreSQL server when DATABASE_URL is set (test files share it
 * and use unique data), otherwise into an embedded template that every test file copies.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL || null;
  if (databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 1 });
    await runMigrations(database);
    await database.close();
    project.provide('databaseUrl', databaseUrl);
    project.provide('pgliteDump', null);
    return;
  }
  const database = await openDatabase({ kind: 'embedded-memory' });
  await runMigrations(database);
  const dump = await database.dump?.();
  if (!dump) throw new Error('the embedded database cannot be dumped');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-test-'));
  const file = path.join(dir, 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseUrl', null);
  project.provide('pgliteDump', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
