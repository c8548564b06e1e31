import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './client';

/*
 * A database server that goes away (a restart, a failover) while a transaction waits between two of
 * its statements: the connection the transaction holds reports the loss as an 'error' event, which
 * the pool listens to for idle connections only. Unheard, such an event ends the process; the app
 * must instead fail that transaction and go on (npm run chaos restarts PostgreSQL under load).
 */
describe.runIf(inject('databaseUrl'))('a connection lost in the middle of a transaction (PostgreSQL)', () => {
  it('fails the transaction, keeps the process, and the next statement gets a new connection', async () => {
    const url = inject('databaseUrl') as string;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const attempt = database.db.transaction(async (tx) => {
        const [row] = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows;
        await admin.query('select pg_terminate_backend($1)', [row?.pid]);
        // The server closes the socket; the client hears it before the next statement is sent.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(attempt).rejects.toThrow();
      const after = await database.db.execute<{ one: number }>(sql`select 1 as one`);
      expect(after.rows[0]?.one).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
