import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client';
import { openTestDatabase } from '../test/test-app';
import { createBatchedCounts } from './batched-counts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const key = () => `test:${crypto.randomUUID()}`;
/** Counts made by hand only: no timer sends a batch during a test. */
const byHand = { flushMs: 60_000 };

async function tableCount(k: string) {
  const result = await database.db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${k}`,
  );
  return result.rows[0] ? Number(result.rows[0].count) : null;
}

describe('rate-limit counts kept in the process and sent in batches', () => {
  it('counts exactly in one process, and the table holds the counts once a batch is sent', async () => {
    const counts = createBatchedCounts(database.db, byHand);
    const k = key();
    expect([1, 2, 3].map(() => counts.add(k, 60)?.count)).toEqual([1, 2, 3]);
    expect(await tableCount(k)).toBeNull();
    await counts.flush();
    expect(await tableCount(k)).toBe(3);
    expect(counts.add(k, 60)?.count).toBe(4);
    await counts.stop();
    expect(await tableCount(k)).toBe(4);
  });

  it('learns what another process counted when its own batch answers', async () => {
    const first = createBatchedCounts(database.db, byHand);
    const second = createBatchedCounts(database.db, byHand);
    const k = key();
    for (let i = 0; i < 5; i++) first.add(k, 60);
    await first.flush();
    // The second has not counted this key yet: it knows only its own call until its batch answers.
    expect(second.add(k, 60)?.count).toBe(1);
    await second.flush();
    expect(second.add(k, 60)?.count).toBe(7);
    await Promise.all([first.stop(), second.stop()]);
    expect(await tableCount(k)).toBe(7);
  });

  it('starts a new window once the last one ended, and says when the current one ends', async () => {
    const counts = createBatchedCounts(database.db, byHand);
    const k = key();
    const now = Date.now();
    expect(counts.add(k, 60, now)).toEqual({ count: 1, retryAfter: 60 });
    expect(counts.add(k, 60, now + 45_500)).toEqual({ count: 2, retryAfter: 15 });
    expect(counts.add(k, 60, now + 60_000)).toEqual({ count: 1, retryAfter: 60 });
    await counts.stop();
  });

  it('keeps the counts of a batch that failed and sends them with the next', async () => {
    let failing = true;
    const errors: unknown[] = [];
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute' && failing) return () => Promise.reject(new Error('connection lost'));
        return Reflect.get(target, property, receiver);
      },
    }) as Db;
    const counts = createBatchedCounts(flaky, { ...byHand, onError: (error) => errors.push(error) });
    const k = key();
    counts.add(k, 60);
    counts.add(k, 60);
    await counts.flush();
    expect(errors).toHaveLength(1);
    expect(await tableCount(k)).toBeNull();
    expect(counts.add(k, 60)?.count).toBe(3);
    failing = false;
    await counts.stop();
    expect(await tableCount(k)).toBe(3);
  });

  it('holds a bounded number of windows: past it, a new key is left to the table until a batch makes room', async () => {
    const counts = createBatchedCounts(database.db, { ...byHand, maxKeys: 10 });
    const keys = Array.from({ length: 10 }, key);
    for (const k of keys) expect(counts.add(k, 60)).not.toBeNull();
    const late = key();
    expect(counts.add(late, 60)).toBeNull();
    await counts.flush();
    // Sent windows make room; the one kept longest is read from zero again until its next batch.
    expect(counts.add(late, 60)?.count).toBe(1);
    expect(counts.size()).toBe(10);
    await counts.stop();
    expect(await tableCount(late)).toBe(1);
  });

  it('sends a batch by itself, without being asked', async () => {
    const counts = createBatchedCounts(database.db, { flushMs: 20 });
    const k = key();
    counts.add(k, 60);
    await expect.poll(() => tableCount(k), { timeout: 2_000 }).toBe(1);
    await counts.stop();
  });
});
