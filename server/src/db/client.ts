import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { restrictTree } from '../lib/data-dir';
import * as schema from './schema';

/** Both drivers speak the same PostgreSQL through the same Drizzle API; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;
/** What a service receives: the database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type ListenHandlers = {
  onPayload(payload: string): void;
  onReconnect?(): void;
  onError?(error: unknown): void;
  /** Each time the LISTEN is in place, first or again: from now on no notification is missed. */
  onListening?(): void;
  /** The listening connection is gone: notifications may be missed until onListening. */
  onLost?(): void;
};
export type Listener = { close(): Promise<void> };
/** Trigram matching for the order search (docs/decisions/021); its migration creates the extension. */
const extensions = { pg_trgm };

/**
 * The embedded database is one shop's, in this process's memory. PostgreSQL's defaults size its
 * shared buffers for a server (128 MB), and the embedded build touches all of them at start, so they
 * stayed resident whatever the shop's size. A shop's working set is a few MB, and a page not in the
 * buffers is a read from the operating system's file cache. An index build may take 16 MB rather
 * than 64: the WebAssembly memory it grows is never given back. Measured in docs/decisions/030.
 */
export const EMBEDDED_SETTINGS = {
  shared_buffers: '8MB',
  maintenance_work_mem: '16MB',
} as const;

/**
 * V8 first compiles WebAssembly quickly (Liftoff) and recompiles a function with its optimizing
 * compiler once it has run for a budget of about 13 MB of code. Opening the database runs a few
 * functions that long, so every start recompiled them: ~0.6 s of CPU, and ~55 MB left in the C heap
 * of V8's worker threads, which is not given back. With a budget 77 times larger that waits for code
 * that stays hot under real use, where it still happens (docs/decisions/030). The flag applies to
 * modules compiled after it is set; a V8 without it prints a warning and carries on.
 */
const WASM_TIERING_BUDGET = 1_000_000_000;
let tieringBudgetSet = false;
function deferWasmOptimization() {
  if (tieringBudgetSet) return;
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  tieringBudgetSet = true;
}

const embeddedOptions = {
  extensions,
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
};

export type DatabaseKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs fn while holding a cluster-wide advisory lock, so that only one process at a time does it. */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Calls onPayload with every NOTIFY on channel, from any process on this database, once the
   * notifying transaction commits. On PostgreSQL one dedicated connection listens and reconnects
   * with backoff when it is dropped (onReconnect then says that notifications may have been missed).
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
  /** Embedded only: the whole data directory as a tarball (test templates). */
  dump?(): Promise<Blob>;
}

export type DatabaseOptions =
  /** `batch`: a command's connection (seed, backup, restore), whose statements may run for minutes. */
  | { kind: 'postgres'; url: string; poolSize?: number; batch?: boolean }
  | { kind: 'embedded'; dataDir: string }
  /** An in-memory embedded database started from a dump (tests). */
  | { kind: 'embedded-memory'; dump?: Blob };

/** Whether DATA_DIR already holds an embedded database (false before the first start). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres')
    return openPostgres(options.url, options.poolSize ?? 10, options.batch ? BATCH_TIMEOUTS : POOL_TIMEOUTS);
  deferWasmOptimization();
  if (options.kind === 'embedded') {
    fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const created = !embeddedDatabaseExists(options.dataDir);
    const dataDir = path.join(options.dataDir, 'pg');
    const database = await openPglite(new PGlite(dataDir, embeddedOptions));
    // Only a new database has files with the template's modes; files made later follow the umask,
    // and DATA_DIR itself is closed at every start. The walk cost ~70 ms of every start.
    if (created) restrictTree(dataDir);
    return database;
  }
  return openPglite(
    new PGlite(options.dump ? { loadDataDir: options.dump, ...embeddedOptions } : embeddedOptions),
  );
}

/**
 * A database that stops answering must not hang every request: connecting gives up after 5 s, the
 * server ends a statement after 15 s (the client stops waiting 5 s later, in case the server itself
 * is what stalled), and a transaction left idle for 30 s loses its session and releases its locks.
 * Migrations run under the same limits; a step that needs longer belongs in a script of its own.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

/** A command's limits: a million orders or a restore are long statements, not a stalled database. */
const BATCH_TIMEOUTS = { ...POOL_TIMEOUTS, statement_timeout: 600_000, query_timeout: 660_000 } as const;

function openPostgres(
  url: string,
  poolSize: number,
  timeouts: typeof POOL_TIMEOUTS | typeof BATCH_TIMEOUTS,
): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...timeouts });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Nor one checked out between two statements of a transaction: the pool listens to idle clients
  // only, and an 'error' nobody listens to ends the process. The transaction's next statement fails
  // (503, lib/db-errors.ts) and the broken client is dropped when it is given back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async withAdvisoryLock(key, fn) {
      // A connection of its own: fn may need every connection of the pool.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
      });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await fn();
      } finally {
        // Closing the session releases the lock, also when fn failed.
        await client.end();
      }
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

const LISTEN_BACKOFF_MS = { first: 500, max: 30_000 };

/**
 * A connection of its own that only listens: pool connections come and go, a LISTEN must stay.
 * Resolves after the first attempt, listening or not (a database that is down at start must not
 * stop the app); later attempts wait twice as long each time, up to 30 s.
 */
async function listenOnPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let closed = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = LISTEN_BACKOFF_MS.first;
  let everListened = false;

  const connect = async () => {
    const candidate = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (error) handlers.onError?.(error);
      if (client === candidate) handlers.onLost?.();
      candidate.end().catch(() => {});
      if (client === candidate) client = undefined;
      if (closed) return;
      retry = setTimeout(() => void connect(), delay);
      retry.unref();
      delay = Math.min(delay * 2, LISTEN_BACKOFF_MS.max);
    };
    candidate.on('error', onLost);
    candidate.on('end', () => onLost());
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (closed) {
        await candidate.end();
        return;
      }
      client = candidate;
      delay = LISTEN_BACKOFF_MS.first;
      handlers.onListening?.();
      if (everListened) handlers.onReconnect?.();
      everListened = true;
    } catch (error) {
      onLost(error);
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

async function openPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    // PGlite is one connection in one process: nothing else can run beside fn.
    withAdvisoryLock: (_key, fn) => fn(),
    // One connection: a NOTIFY reaches the listener of the same session when its transaction commits.
    async listen(channel, { onPayload, onListening }) {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.();
      return { close: () => unlisten() };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
