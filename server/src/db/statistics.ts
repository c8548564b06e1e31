import { sql } from 'drizzle-orm';
import { loggableError } from '../lib/loggable-error';
import type { Database, Db } from './client';

/*
 * The planner's statistics, kept where nothing else keeps them (docs/decisions/089). PostgreSQL
 * plans each statement from what ANALYZE last found in a table; its autovacuum takes them as
 * tables change. The embedded database runs without one (a single process has no autovacuum
 * worker), and a PostgreSQL server may have it turned off. Without statistics a statement planned
 * while a table was nearly empty keeps that plan for as long as its connection lives: an order
 * looked up by its id walked a whole partial index (117 pages at 560 orders, growing with every
 * order) instead of reading one entry of the primary key. ANALYZE also makes every connection plan
 * its statements again.
 */

/** A table is analysed again once it has grown by a fifth since it last was… */
const GROWTH = 1.2;
/** …and by more than a few pages, so that a small table is not analysed for every few rows. */
const SLACK_PAGES = 8;
/** How often the tables' sizes are compared with their statistics: one look at the catalogue. */
export const CHECK_EVERY_MS = 60_000;

/** The app's tables that have rows but no statistics, or have grown by a fifth since their last. */
export async function staleTables(db: Db): Promise<string[]> {
  return (await staleTablesOf(db)).map((table) => table.name);
}

async function staleTablesOf(db: Db) {
  const result = await db.execute<{ name: string; analysed: boolean }>(sql`
    select c.relname as name, c.reltuples >= 0 as analysed
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral (
      select pg_relation_size(c.oid) / current_setting('block_size')::int as pages
    ) size
    where n.nspname = 'public' and c.relkind = 'r' and size.pages > 0
      and (c.reltuples < 0 or size.pages >= c.relpages * ${GROWTH}::float8 + ${SLACK_PAGES}::int)
    order by c.relname`);
  return result.rows;
}

/**
 * Analyses every stale table, one at a time; answers their names. With `vacuum` (the embedded
 * database, which nothing else vacuums), a table that grew since its last statistics is vacuumed
 * as well: its growth is new rows and dead ones alike, and VACUUM makes the dead rows' room
 * reusable, so a table stays within about a fifth of what its rows need. A table seen for the
 * first time is only analysed: a data folder of years is not read whole in the server's first
 * seconds.
 */
export async function refreshStatistics(db: Db, { vacuum = false } = {}): Promise<string[]> {
  const stale = await staleTablesOf(db);
  for (const { name, analysed } of stale) {
    if (vacuum && analysed) {
      await db.execute(sql`vacuum (analyze) ${sql.identifier(name)}`);
      continue;
    }
    // ANALYZE reads a sample of a fixed size, so a large table takes seconds, not minutes; the
    // pool's 15 s limit on a statement is lifted for it alone.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql`analyze ${sql.identifier(name)}`);
    });
  }
  return stale.map((table) => table.name);
}

/** Whether the app keeps the statistics itself: always on the embedded database, on a server without autovacuum. */
export async function keepsOwnStatistics(database: Pick<Database, 'db' | 'kind'>): Promise<boolean> {
  if (database.kind === 'embedded') return true;
  const result = await database.db.execute<{ on: boolean }>(
    sql`select current_setting('autovacuum')::boolean as on`,
  );
  return result.rows[0]?.on === false;
}

type Log = { warn: (details: object, message: string) => void };

/**
 * Refreshes the statistics `firstAfterMs` after the start (the server answers first: on the
 * embedded database a statement waits for the one before it), then every `everyMs`, where the app
 * keeps them itself (asked at the first check, so that a database busy at the start delays only
 * that). Answers a function that stops it. Two servers on one database may both analyse a table
 * that grew: the second waits for the first and finds the same, a few seconds.
 */
export function keepStatisticsFresh(
  database: Pick<Database, 'db' | 'kind'>,
  {
    log,
    firstAfterMs = 5_000,
    everyMs = CHECK_EVERY_MS,
  }: { log: Log; firstAfterMs?: number; everyMs?: number },
): () => void {
  let owned: boolean | undefined;
  let running = false;
  let stopped = false;
  const refresh = async () => {
    if (running || stopped) return;
    running = true;
    try {
      owned ??= await keepsOwnStatistics(database);
      if (owned) await refreshStatistics(database.db, { vacuum: database.kind === 'embedded' });
      else stop();
    } catch (error) {
      // A refresh cut short by the database closing is no news.
      if (!stopped)
        log.warn(
          { err: loggableError(error) },
          'the planner statistics could not be refreshed; will try again',
        );
    } finally {
      running = false;
    }
  };
  let timer = setTimeout(() => {
    void refresh();
    timer = setInterval(refresh, everyMs);
    timer.unref();
  }, firstAfterMs);
  timer.unref();
  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearInterval(timer);
  }
  return stop;
}
