import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db, Tx } from '../db/client';

/** Runs `write` in a transaction whose triggers do not fire (replica mode): rows change, nobody is told. */
export async function withoutNotices(db: Db, write: (tx: Tx) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

/**
 * Shows that a page is kept in the process: writes a new value without a notice, then reads, until
 * a read answers an older value. A read may load the page anew (the first one, or one after a notice
 * of an earlier write arrived late); the next round finds it kept. Answers the last value written,
 * which a notice must bring. Fails when no read ever answers from a kept page.
 */
export async function keptAcrossSilentWrites(
  db: Db,
  write: (tx: Tx, value: string) => Promise<unknown>,
  read: () => Promise<unknown>,
): Promise<string> {
  let round = 0;
  let value = '';
  await expect
    .poll(
      async () => {
        value = `Unheard ${++round}`;
        await withoutNotices(db, (tx) => write(tx, value));
        return (await read()) !== value;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
  return value;
}
