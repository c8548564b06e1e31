import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openShop, writePendingOrders } from '../test/shop-setup';
import { setupTestAppAlone } from '../test/test-app';
import type { Db } from './client';
import { keepStatisticsFresh, keepsOwnStatistics, refreshStatistics, staleTables } from './statistics';

/*
 * The planner's statistics, kept by the app where no autovacuum keeps them (docs/decisions/089):
 * a table with rows and no statistics, or grown by a fifth since its last, is analysed, and the
 * statements planned before are planned again with what it now holds.
 */

// A database of its own: the tests measure whole tables, which other files' rows would change.
const t = setupTestAppAlone();

const reltuples = async (table: string) => {
  const result = await t.database.db.execute<{ tuples: number }>(
    sql`select reltuples::int as tuples from pg_class where relname = ${table}`,
  );
  return result.rows[0]?.tuples;
};

/** The plan a connection keeps for an order's lookup by id once it stops planning it anew. */
async function keptPlanOfLookup() {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(
      sql`prepare statistics_probe(uuid) as select order_status from orders where id = $1 and deleted_at is null`,
    );
    const plan = await tx.execute(sql`explain execute statistics_probe(gen_random_uuid())`);
    await tx.execute(sql`deallocate statistics_probe`);
    return JSON.stringify(plan.rows);
  });
}

describe('the planner’s statistics', () => {
  it('are taken for a table with rows and none, again once it grew by a fifth, and not before', async () => {
    const shop = await openShop(t.app);
    await writePendingOrders(t.database.db, shop.business.id, 2_000);
    expect(await staleTables(t.database.db)).toContain('orders');

    expect(await refreshStatistics(t.database.db)).toContain('orders');
    expect(await reltuples('orders')).toBeGreaterThanOrEqual(2_000);
    expect(await staleTables(t.database.db)).toEqual([]);
    // Planned with what the table holds: one entry of the primary key, not a walk of an index.
    expect(await keptPlanOfLookup()).toContain('orders_pkey');

    await writePendingOrders(t.database.db, shop.business.id, 100);
    expect(await staleTables(t.database.db)).toEqual([]);
    await writePendingOrders(t.database.db, shop.business.id, 900);
    expect(await staleTables(t.database.db)).toEqual(['orders']);
    await refreshStatistics(t.database.db);
    expect(await reltuples('orders')).toBeGreaterThanOrEqual(3_000);
  });

  it('are kept by the app on the embedded database, and on a PostgreSQL server without autovacuum', async () => {
    const setting = await t.database.db.execute<{ on: boolean }>(
      sql`select current_setting('autovacuum')::boolean as on`,
    );
    const ownsThem = t.database.kind === 'embedded' || setting.rows[0]?.on === false;
    expect(await keepsOwnStatistics(t.database)).toBe(ownsThem);
    // Where autovacuum runs, it is left to it: the app analyses nothing.
    expect(await keepsOwnStatistics({ ...t.database, kind: 'postgres' })).toBe(setting.rows[0]?.on === false);
    // A server with autovacuum on is asked once, and then left alone.
    const asked: string[] = [];
    const withAutovacuum = {
      kind: 'postgres' as const,
      db: {
        execute: async (query: unknown) => {
          asked.push(JSON.stringify(query).slice(0, 60));
          return { rows: [{ on: true }] };
        },
      } as unknown as Db,
    };
    const stop = keepStatisticsFresh(withAutovacuum, {
      log: { warn: () => {} },
      firstAfterMs: 10,
      everyMs: 20,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop();
    expect(asked).toHaveLength(1);
  });

  it('are refreshed after the start and then at every check, until stopped', async () => {
    const shop = await openShop(t.app);
    const count = async () => {
      const result = await t.database.db.execute<{ count: number }>(
        sql`select count(*)::int as count from orders`,
      );
      return result.rows[0]?.count ?? 0;
    };
    const analysedAll = async () => ((await reltuples('orders')) ?? -1) >= (await count());
    // Half as many orders again, whatever ran before: the table grows by more than a fifth. The
    // table is held against ANALYZE meanwhile, as a check that came while the rows were being
    // written would count those already there and see the table's new size.
    const growByHalf = async () => {
      const more = Math.max(2_000, Math.ceil((await count()) / 2));
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table orders in share update exclusive mode`);
        await writePendingOrders(tx, shop.business.id, more);
      });
    };
    await growByHalf();
    expect(await analysedAll()).toBe(false);
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => void warnings.push(message) };
    const stop = keepStatisticsFresh(
      { ...t.database, kind: 'embedded' },
      { log, firstAfterMs: 10, everyMs: 20 },
    );
    try {
      await expect.poll(analysedAll, { timeout: 10_000 }).toBe(true);
      await growByHalf();
      await expect.poll(analysedAll, { timeout: 10_000 }).toBe(true);
    } finally {
      stop();
    }
    await growByHalf();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await analysedAll()).toBe(false);
    expect(warnings).toEqual([]);
  });
});
