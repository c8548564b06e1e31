import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Long enough for a busy database, short enough for a load balancer's health probe. */
export const HEALTH_TIMEOUT_MS = 1_000;

/**
 * Whether the database answers `select 1` within the time. A stalled database never answers, so
 * the query is raced against a timer instead of awaited (the pool gives up on it later by itself).
 */
export async function checkDatabase({
  db,
  timeoutMs = HEALTH_TIMEOUT_MS,
}: {
  db: Db;
  timeoutMs?: number;
}): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
