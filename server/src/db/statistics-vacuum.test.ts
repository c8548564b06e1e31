import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openShop, writePendingOrders } from '../test/shop-setup';
import { setupTestAppAlone } from '../test/test-app';
import { refreshStatistics } from './statistics';

/*
 * Nothing else vacuums the embedded database: the app vacuums a table once it has grown by a fifth
 * since its last statistics (docs/decisions/089), so that the room deleted and replaced rows leave
 * is used again instead of the table growing by it.
 */

// A database of its own: the tests measure whole tables, which other files' rows would change.
const t = setupTestAppAlone();

describe.runIf(!inject('databaseUrl'))('the embedded database’s tables', () => {
  it('are vacuumed once they grew, so that the room of deleted rows is used again', async () => {
    const db = t.database.db;
    const shop = await openShop(t.app);
    const writeOrders = () => writePendingOrders(db, shop.business.id, 8_000);
    const removeOrders = () => db.execute(sql`delete from orders where business_id = ${shop.business.id}`);
    const pages = async () =>
      (await db.execute<{ pages: number }>(sql`select (pg_relation_size('orders') / 8192)::int as pages`))
        .rows[0]?.pages ?? 0;

    await writeOrders();
    const before = await pages();
    expect(await refreshStatistics(db, { vacuum: true })).toContain('orders');
    // Deleted and written again: before a vacuum the dead rows' room is not used, and the table grows.
    await removeOrders();
    await writeOrders();
    const grown = await pages();
    expect(await refreshStatistics(db, { vacuum: true })).toContain('orders');
    // Vacuumed: the same again fits in the room the first deleted rows left. (PostgreSQL extends a
    // table by several pages at a time, so its size moves in steps; unvacuumed, it would grow by
    // what the orders fill again.)
    await removeOrders();
    await writeOrders();
    expect((await pages()) - grown).toBeLessThan((grown - before) / 2);
  });
});
