import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database, Db } from './client';
import { prepared } from './prepared';

/*
 * A prepared query is kept per connection: a transaction finds what an earlier transaction on the
 * same pooled connection built, and runs it inside itself, never on the connection it was built on
 * for someone else.
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let builds = 0;
const markStatement = (db: Db) =>
  prepared(db, 'test_transaction_mark', (d) => {
    builds++;
    return d
      .select({ mark: sql<string | null>`current_setting('petal.test_mark', true)` })
      .from(sql`(select 1) as one`)
      .prepare('test_transaction_mark');
  });

/** Sets a mark only this transaction sees, then reads it back through the kept query. */
const markSeen = (mark: string) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('petal.test_mark', ${mark}, true)`);
    const [row] = await markStatement(tx).execute();
    return row?.mark;
  });

it('runs a kept query inside the transaction that asks for it, one after another and side by side', async () => {
  builds = 0;
  for (const mark of ['first', 'second', 'third', 'fourth']) expect(await markSeen(mark)).toBe(mark);
  // On PostgreSQL the pool lends the idle connection back: later transactions find the query built.
  if (inject('databaseUrl')) expect(builds).toBe(1);
  const together = await Promise.all(['a', 'b', 'c'].map((mark) => markSeen(mark)));
  expect(together).toEqual(['a', 'b', 'c']);
});
