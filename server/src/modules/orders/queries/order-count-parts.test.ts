import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Tx } from '../../../db/client';
import { openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';
import { countOrders, countWrite } from './order-counts';

/*
 * Every order of a shop changes its status counters. Kept as one row per status, a new order
 * would wait for every other order in flight to commit before it could count itself; kept in
 * parts picked by the connection (docs/decisions/086), orders on different connections do not
 * wait for each other, and the lists' counts, the sum of the parts, stay exact.
 */

const t = setupTestApp();
const open: pg.Client[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((client) => client.end()));
});

/** Seventeen connections, each with the counter part PostgreSQL gives it: two of them must share one. */
async function connectionsByPart(url: string) {
  const byPart = new Map<number, pg.Client[]>();
  for (let i = 0; i < 17; i++) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    open.push(client);
    const { rows } = await client.query<{ part: number }>('select counter_part() as part');
    const part = rows[0]?.part ?? -1;
    byPart.set(part, [...(byPart.get(part) ?? []), client]);
  }
  return [...byPart.values()];
}

/** Counts a new draft on `client` inside a transaction left open, as an order in flight would. */
async function countDraftInFlight(client: pg.Client, shopId: string) {
  await client.query('begin');
  await countWrite(drizzle(client) as unknown as Tx, shopId, null, 'draft');
}

/** Counts a new draft on `client` and commits, giving up after 300 ms of waiting for a row. */
async function countDraft(client: pg.Client, shopId: string) {
  await client.query('begin');
  await client.query("set local lock_timeout = '300ms'");
  try {
    await countWrite(drizzle(client) as unknown as Tx, shopId, null, 'draft');
    await client.query('commit');
    return 'counted';
  } catch (error) {
    await client.query('rollback');
    // Drizzle wraps the driver's error: PostgreSQL's code is on its cause.
    const { cause } = error as { cause?: { code?: string } };
    return cause?.code === '55P03' ? 'waited' : String(error);
  }
}

describe.runIf(inject('databaseUrl'))('a shop’s order counters at its peak (PostgreSQL)', () => {
  it('let connections with different parts count at once, and keep the sum exact', async () => {
    const shop = await openShop(t.app);
    const groups = await connectionsByPart(inject('databaseUrl') as string);
    const shared = groups.find((group) => group.length > 1) as pg.Client[];
    const [holder, samePart] = shared;
    const otherPart = groups.find((group) => group !== shared)?.[0] as pg.Client;
    const before = await countOrders(t.database.db, shop.business.id, 'all');

    await countDraftInFlight(holder as pg.Client, shop.business.id);
    expect(await countDraft(otherPart, shop.business.id)).toBe('counted');
    // The same part is the same row: that one waits, which shows the other did not have to.
    expect(await countDraft(samePart as pg.Client, shop.business.id)).toBe('waited');
    await (holder as pg.Client).query('commit');

    expect(await countOrders(t.database.db, shop.business.id, 'all')).toBe(before + 2);
  });
});
