import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { draftOrder } from '../../test/shop-setup';
import { openLive } from '../../test/sse-reader';
import { listenOn, setupLiveApp, submitDetails } from './live-test-setup';

/*
 * The live stream across app processes on one PostgreSQL database.
 */

const live = setupLiveApp();

const listening = (db: Database) => listenOn(live.config, db);
const submit = (uuid: string) => submitDetails(live.app, uuid);

describe.runIf(Boolean(inject('databaseUrl')))('across processes (PostgreSQL)', () => {
  it('a change through one app instance reaches a stream on another', async () => {
    const url = inject('databaseUrl') as string;
    const otherDatabase = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const other = await listening(otherDatabase);
    try {
      const stream = await openLive(other.base, live.shopA.access);
      await stream.next((e) => e.event === 'ready');
      const order = await draftOrder(live.app, live.shopA.headers);
      await submit(order.uuid);
      const submitted = await stream.next(
        (e) => e.event === 'order' && (e.data as { kind: string }).kind === 'order.submitted',
      );
      expect(submitted.data).toMatchObject({ uuid: order.uuid, number: order.number });
      stream.close();
    } finally {
      await other.app.close();
      await otherDatabase.close();
    }
  });

  it('listens again after the database drops the listening connection', async () => {
    const stream = await openLive(live.base, live.shopA.access);
    await stream.next((e) => e.event === 'ready');
    await live.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen "petal_live"' and datname = current_database()`,
    );
    // Reconnecting says so, so that screens reload what they may have missed.
    await stream.next((e) => e.event === 'resync', 5_000);
    const order = await draftOrder(live.app, live.shopA.headers);
    await stream.next((e) => e.event === 'order' && (e.data as { uuid: string }).uuid === order.uuid);
    stream.close();
  });
});
