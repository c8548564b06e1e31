import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Config } from './config';
import type { Database } from './db/client';
import { runMigrations } from './db/migrate';
import type { FileStorage } from './lib/storage';
import { formatDemoSignIn, seedDemoShop } from './seed/demo';

/** The argument with which main.js prepares a new embedded database, closes it and exits. */
export const PREPARE_ARGUMENT = '--prepare-embedded-database';

/** What every start does before serving: pending migrations, and the demo shop on an empty database. */
export async function prepareDatabase(
  database: Database,
  config: Config,
  storage: FileStorage,
): Promise<void> {
  await runMigrations(database);
  if (config.demo) {
    const demo = await seedDemoShop(database.db, {
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
      storage,
    });
    if (demo) process.stdout.write(`\n${formatDemoSignIn(demo)}\n`);
  }
}

/**
 * Creating the embedded database, applying every migration and seeding the demo shop took the
 * process above 1 GB: PostgreSQL's setup runs in WebAssembly instances of its own, and neither a
 * WebAssembly memory nor the C heap behind compilers and image encoders gives much back. The
 * server then idled at what the first start had needed rather than what serving needs
 * (docs/decisions/030). Done by a child process, all of it returns to the system when the child
 * exits, and the server opens an existing database as on every later start.
 */
export async function prepareInChildProcess(entry: string): Promise<void> {
  // No execArgv: a --watch or --inspect of the parent must not apply to a process that only prepares.
  const child = spawn(process.execPath, [entry, PREPARE_ARGUMENT], { stdio: 'inherit' });
  // Stopping the server while it prepares stops the preparation too (Ctrl-C reaches both anyway).
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  try {
    const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
    if (code !== 0) {
      throw new Error(`preparing the embedded database failed (${signal ?? `exit code ${code}`})`);
    }
  } finally {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
  }
}
