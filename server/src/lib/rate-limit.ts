import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { prepared } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { type BatchedCounts, batchedCountsOf } from './batched-counts';
import { AppError } from './errors';

export type Limit = { key: string; max: number; windowSeconds: number };

type Row = { count: number; retry_after: number };

/**
 * Counts one attempt against a fixed window, in one statement so that concurrent requests and
 * several app processes never lose a count. Throws RATE_LIMITED once the window is over budget.
 */
export async function consume(db: Db, limit: Limit): Promise<void> {
  const row = await upsert(db, limit, 1);
  if (row.count > limit.max) throw rateLimited(row.retry_after);
}

/**
 * consume for the public calls: counted in the process and added to the table in batches
 * (batched-counts.ts), so a customer's call costs no statement of its own. Exact within a process;
 * across processes, once each has sent a batch for the key (docs/decisions/085).
 */
export async function consumeBatched(db: Db, limit: Limit): Promise<void> {
  const counted = batchedCountsOf(db).add(limit.key, limit.windowSeconds);
  if (!counted) return consume(db, limit);
  if (counted.count > limit.max) throw rateLimited(counted.retryAfter);
}

/**
 * withinBudgets for budgets counted in the process (batched-counts.ts): counts one against each,
 * answering whether every one is still within its maximum. When the process holds too many windows,
 * the table counts them in the caller's transaction instead (a budget counted here already then
 * counts twice: stricter, only under a flood of clients).
 */
export async function withinBatchedBudgets(
  counts: BatchedCounts,
  tx: Tx,
  { budgets, windowSeconds }: { budgets: { key: string; max: number }[]; windowSeconds: number },
): Promise<boolean> {
  const counted = budgets.map(({ key, max }) => ({ max, counted: counts.add(key, windowSeconds) }));
  if (counted.some((budget) => !budget.counted)) return withinBudgets(tx, { budgets, windowSeconds });
  return counted.every(({ max, counted }) => (counted?.count ?? 0) <= max);
}

/** Throws RATE_LIMITED if the window is already over budget, without counting an attempt. */
export async function ensureNotLimited(db: Db, limit: Limit): Promise<void> {
  const result = await db.execute<Row>(sql`
    select count, ceil(extract(epoch from window_start + make_interval(secs => ${limit.windowSeconds}) - now()))::int as retry_after
    from rate_limits
    where key = ${limit.key} and window_start > now() - make_interval(secs => ${limit.windowSeconds})`);
  const row = result.rows[0];
  if (row && row.count >= limit.max) throw rateLimited(row.retry_after);
}

/** How many attempts the window holds now (0 when it has none or it ran out). */
export async function countIn(db: Db, limit: Limit): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits
    where key = ${limit.key} and window_start > now() - make_interval(secs => ${limit.windowSeconds})`);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Counts one against each budget (one statement, in the caller's transaction: rolled back with it)
 * and answers whether every one is still within its maximum. Nothing is refused: the caller decides
 * what to leave out (a mail not queued, say).
 */
export async function withinBudgets(
  tx: Tx,
  { budgets, windowSeconds }: { budgets: { key: string; max: number }[]; windowSeconds: number },
): Promise<boolean> {
  const params = Object.fromEntries(budgets.map(({ key }, i) => [`key${i}`, key]));
  const rows = await budgetsStatement(tx, budgets.length).execute({ ...params, seconds: windowSeconds });
  const maxOf = new Map(budgets.map(({ key, max }) => [key, max]));
  return rows.every((row) => row.count <= (maxOf.get(row.key) ?? 0));
}

/** withinBudgets' statement for `n` budgets, prepared: every customer's submission runs it. */
function budgetsStatement(tx: Tx, n: number) {
  const name = `rate_limit_budgets_${n}`;
  return prepared(tx, name, (d) => {
    const seconds = sql`make_interval(secs => ${sql.placeholder('seconds')}::int)`;
    const expired = sql`${rateLimits.windowStart} <= now() - ${seconds}`;
    return d
      .insert(rateLimits)
      .values(
        Array.from({ length: n }, (_, i) => ({
          key: sql.placeholder(`key${i}`),
          windowStart: sql`now()`,
          count: 1,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ key: rateLimits.key, count: rateLimits.count })
      .prepare(name);
  });
}

/** Counts one attempt without refusing this one (e.g. a failed password, refused on the next try). */
export async function record(db: Db, limit: Limit): Promise<void> {
  await upsert(db, limit, 1);
}

async function upsert(db: Db, limit: Limit, by: number): Promise<Row> {
  const [row] = await upsertStatement(db).execute({ key: limit.key, by, seconds: limit.windowSeconds });
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: Number(row.count), retry_after: Math.max(1, Number(row.retry_after)) };
}

/**
 * The count's one statement, prepared once per process: every public order and submission runs it,
 * and a statement parsed and planned anew each time cost more than running it (docs/decisions/032).
 */
function upsertStatement(db: Db) {
  return prepared(db, 'rate_limit_upsert', (d) => {
    const seconds = sql`make_interval(secs => ${sql.placeholder('seconds')}::int)`;
    const expired = sql`${rateLimits.windowStart} <= now() - ${seconds}`;
    const by = sql`${sql.placeholder('by')}::int`;
    return d
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), windowStart: sql`now()`, count: by })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then ${by} else ${rateLimits.count} + ${by} end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({
        count: rateLimits.count,
        retry_after: sql<number>`ceil(extract(epoch from ${rateLimits.windowStart} + ${seconds} - now()))::int`,
      })
      .prepare('rate_limit_upsert');
  });
}

function rateLimited(retryAfter: number) {
  const seconds = Math.max(1, Number(retryAfter));
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${seconds} seconds and try again.`,
    { retry_after: seconds },
    { 'retry-after': String(seconds) },
  );
}

export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
