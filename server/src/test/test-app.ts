import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import type { App } from '../lib/context';

export type TestApp = { app: App; database: Database; config: Config };

/** The embedded database of this worker, loaded from the migrated template at its first file. */
let workerDatabase: Promise<Database> | undefined;

/**
 * The database a test file works on. Every file of a run shares one: on PostgreSQL the run's
 * database, embedded one copy of the migrated template per worker (the worker keeps its modules
 * from file to file, vitest.config.ts). Test data is unique per test (fixtures.ts), as on the shared
 * server database; loading a copy for every file had cost each file about a second. A file's
 * close leaves the worker's embedded database open for the next file.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = inject('databaseUrl');
  if (url) return openDatabase({ kind: 'postgres', url, poolSize: 5 });
  workerDatabase ??= templateCopy();
  return { ...(await workerDatabase), close: async () => {} };
}

/** A new embedded database from the run's migrated template. */
function templateCopy(): Promise<Database> {
  const dumpFile = inject('pgliteDump');
  if (!dumpFile) throw new Error('global setup provided no database');
  return openDatabase({ kind: 'embedded-memory', dump: new Blob([fs.readFileSync(dumpFile)]) });
}

export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'petal-data-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    AUTH_RATE_LIMIT: '100000',
    PUBLIC_RATE_LIMIT: '100000',
    DEMO: '0',
    // A run with PETAL_TEST_LOG set keeps every app's log for scripts/scan-logs.mjs.
    ...(process.env.PETAL_TEST_LOG && { PETAL_TEST_LOG: process.env.PETAL_TEST_LOG }),
    ...env,
  });
}

/**
 * One app and database per test file, opened before its tests and closed after. Tests share the
 * database, so each one makes its own users and shops (see fixtures.ts).
 */
export function setupTestApp(env: Record<string, string> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(() => openTestApp(handle, testConfig(env)));
  afterAll(() => closeTestApp(handle));
  return handle;
}

/** Fills `handle` with a database and an app built on `config`, ready for requests. */
export async function openTestApp(handle: TestApp, config: Config) {
  handle.config = config;
  handle.database = await openTestDatabase();
  handle.app = await buildApp({ config, database: handle.database, logger: false });
  await handle.app.ready();
}

/** Closes what openTestApp opened (as far as it got) and removes the app's data folder. */
export async function closeTestApp(handle: Partial<TestApp>) {
  await handle.app?.close();
  await handle.database?.close();
  if (handle.config) fs.rmSync(handle.config.dataDir, { recursive: true, force: true });
}

export const uniqueEmail = (label = 'user') =>
  `${label}-${crypto.randomUUID().slice(0, 8)}@petal-test.example`;
export const uniqueSlug = (label = 'shop') => `${label}-${crypto.randomUUID().slice(0, 8)}`;
/** A fresh client address, so that per-IP limits of one test do not spill into another. */
export const uniqueIp = () =>
  `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;

/**
 * A database of its own, empty but migrated, for tests that need the whole database to
 * themselves (first-start seeding, concurrent migrations). Drop it with the returned function.
 */
export async function freshDatabase(): Promise<{
  url: string | null;
  database: Database;
  drop(): Promise<void>;
}> {
  const serverUrl = inject('databaseUrl');
  if (!serverUrl) {
    const database = await templateCopy();
    return { url: null, database, drop: () => database.close() };
  }
  const name = `petal_fresh_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl, poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name}`));
      await admin.close();
    },
  };
}

/**
 * As setupTestApp, on a database of the file's own (freshDatabase, migrated): for tests of what a
 * whole table holds (its size, its statistics), which the other files' rows would change.
 */
export function setupTestAppAlone(): TestApp {
  const handle = {} as TestApp;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    await runMigrations(fresh.database);
    handle.config = testConfig();
    handle.database = fresh.database;
    handle.app = await buildApp({ config: handle.config, database: fresh.database, logger: false });
    await handle.app.ready();
  });
  afterAll(async () => {
    await handle.app?.close();
    await drop?.();
    if (handle.config) fs.rmSync(handle.config.dataDir, { recursive: true, force: true });
  });
  return handle;
}
