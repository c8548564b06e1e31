import type { SQLWrapper } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Tx } from './client';

/**
 * Writes that need nothing from one another, to send as common table expressions of one main
 * statement: `tx.with(...alongside(tx, { a, b }).ctes).update(…)`. One round trip instead of one
 * each, which counts on the hot path: every round trip is system calls on both sides and, inside a
 * transaction, time that row locks are held (docs/decisions/032). Absent writes (null) are left out.
 *
 * PostgreSQL runs every data-modifying CTE exactly once, whether the main statement reads it or
 * not; all of them see the database as it was when the statement began, so none may depend on
 * another's effect. The main statement reads a CTE's RETURNING through `named.<key>`
 * (sql`(select id from ${named.customer})`). Foreign keys are checked at the end of the statement,
 * so a CTE may insert rows that refer to the row the main statement inserts.
 */
export function alongside<K extends string>(tx: Tx, writes: Record<K, SQLWrapper | null>) {
  const named: Partial<Record<K, ReturnType<ReturnType<Tx['$with']>['as']>>> = {};
  for (const [key, write] of Object.entries(writes) as [K, SQLWrapper | null][]) {
    // Inserts, updates and deletes are query builders too; Drizzle's types only name selects here.
    // The prefix keeps a CTE from hiding a table of the same name from the rest of the statement.
    if (write) named[key] = tx.$with(`w_${key}`).as(write as unknown as TypedQueryBuilder<undefined>);
  }
  return { ctes: Object.values(named) as NonNullable<(typeof named)[K]>[], named };
}
