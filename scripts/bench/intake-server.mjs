// The server under a standalone intake run: when it is ready, the CPU time it used, and its
// database afterwards for the check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from './intake-client.mjs';

/**
 * CPU seconds the server side has used so far: the app process, and on a PostgreSQL server on this
 * machine its backends for the bench's database (read from /proc; zero where that is not possible).
 * `seconds()` answers their sum, `split()` each apart.
 */
export function serverCpu(pid, databaseUrl) {
  const ticks = (id) => {
    try {
      const stat = readFileSync(`/proc/${id}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      return 0;
    }
  };
  const backends = new Map();
  let client = null;
  const connect = async () => {
    if (!databaseUrl || client) return client;
    const { default: pg } = await import('pg');
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  };
  const split = async () => {
    const db = await connect();
    if (db) {
      const { rows } = await db.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      for (const { pid: backend } of rows)
        backends.set(backend, ticks(backend) || backends.get(backend) || 0);
    }
    return { app: ticks(pid), database: [...backends.values()].reduce((a, b) => a + b, 0) };
  };
  return {
    split,
    async seconds() {
      const { app, database } = await split();
      return app + database;
    },
    async unsentMail() {
      const db = await connect();
      const { rows } = await db.query('select count(*)::int as n from mail_outbox where sent_at is null');
      return rows[0].n;
    },
    close: () => client?.end(),
  };
}

export async function waitForHealth(base) {
  const client = createClient(base, 1);
  try {
    for (let i = 0; i < 240; i++) {
      try {
        if ((await client.request('GET', '/api/health')).status === 200) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not become ready');
  } finally {
    client.close();
  }
}

/** Runs fn with a query function on the bench's database: PostgreSQL, or the embedded one once the server stopped. */
export async function withDatabase(databaseUrl, dataDir, fn) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'pg'), { extensions: { pg_trgm } });
  try {
    return await fn(async (text, params) => (await db.query(text, params)).rows);
  } finally {
    await db.close();
  }
}
