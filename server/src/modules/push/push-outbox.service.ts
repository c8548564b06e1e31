import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses, pushOutbox, pushSubscriptions, users } from '../../db/schema';
import { deleteOldDueNotices } from './due-orders.service';
import { pushMessage } from './push-message';
import type { PushSender } from './push-sender';
import { isQuiet, shopClock } from './quiet-hours';

const BATCH = 20;
/** A device that cannot be reached is tried this many times in all, then left out of this push. */
export const MAX_PUSH_ATTEMPTS = 4;
/** Seconds before the next try: a push is worth something for minutes, not hours. */
const RETRY_SECONDS = [60, 300, 900];
/** A claimed row is taken again after this long, should its process have died on the way. */
const CLAIM_SECONDS = 120;

type Log = { warn(details: object, message: string): void };
type Claimed = typeof pushOutbox.$inferSelect;
export type PushRun = { sent: number; dropped: number; failed: number };

/**
 * Sends the pushes that are due. Rows are claimed in one statement (FOR UPDATE SKIP LOCKED, so
 * several processes never send the same row) and sent outside any transaction. A 404 or 410 from
 * the push service means the subscription is over: it is deleted. Any other failure is tried again
 * for that one device, a few times.
 */
export async function processPushOutbox(
  db: Db,
  send: PushSender,
  log: Log,
  now = new Date(),
): Promise<PushRun> {
  const run: PushRun = { sent: 0, dropped: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db);
    for (const row of claimed) {
      for (const target of await targetsOf(db, row, now)) {
        const status = await send(target, JSON.stringify(pushMessage(row))).catch((error: unknown) => {
          log.warn({ err: error, host: new URL(target.endpoint).host }, 'push service unreachable');
          return 0;
        });
        if (status >= 200 && status < 300) {
          run.sent++;
          await db
            .update(pushSubscriptions)
            .set({ lastSuccessAt: now })
            .where(eq(pushSubscriptions.id, target.id));
        } else if (status === 404 || status === 410) {
          run.dropped++;
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        } else {
          run.failed++;
          await retryLater(db, row, target.id);
        }
      }
      await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
    }
    if (claimed.length < BATCH) return run;
  }
}

async function claimDue(db: Db): Promise<Claimed[]> {
  return claimStatement(db).execute();
}

/** Prepared: the worker runs it on every poll and after every submission, mostly finding nothing. */
const claimStatement = (db: Db) =>
  prepared(db, 'push_claim', (d) => {
    const due = d
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(sql`${pushOutbox.nextAttemptAt} <= now()`, lt(pushOutbox.attempts, MAX_PUSH_ATTEMPTS)))
      .orderBy(pushOutbox.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return d
      .update(pushOutbox)
      .set({
        attempts: sql`${pushOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      })
      .where(inArray(pushOutbox.id, due))
      .returning()
      .prepare('push_claim');
  });

/**
 * The devices a push goes to: those of the shop's active members that chose its kind and are not
 * in their quiet hours on the shop's clock, but for the devices of the person who caused it. Quiet hours drop a push; nothing is sent afterwards.
 */
async function targetsOf(db: Db, row: Claimed, now: Date) {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      quietStart: pushSubscriptions.quietStart,
      quietEnd: pushSubscriptions.quietEnd,
      timeZone: businesses.timeZone,
    })
    .from(pushSubscriptions)
    .innerJoin(businesses, eq(businesses.id, pushSubscriptions.businessId))
    // A person who left the shop or was deactivated hears nothing more from it.
    .innerJoin(
      users,
      and(eq(users.id, pushSubscriptions.userId), eq(users.businessId, pushSubscriptions.businessId)),
    )
    .where(
      and(
        eq(pushSubscriptions.businessId, row.businessId),
        eq(users.isActive, true),
        sql`${row.kind} = any(${pushSubscriptions.kinds})`,
        row.subscriptionId ? eq(pushSubscriptions.id, row.subscriptionId) : undefined,
        row.exceptUserId ? ne(pushSubscriptions.userId, row.exceptUserId) : undefined,
      ),
    );
  return rows.filter(
    (target) => !isQuiet(shopClock(target.timeZone, now), target.quietStart, target.quietEnd),
  );
}

/** One more try for this device alone, later; the last failed try leaves it out of this push. */
async function retryLater(db: Db, row: Claimed, subscriptionId: string) {
  if (row.attempts >= MAX_PUSH_ATTEMPTS) return;
  const { id: _id, createdAt: _created, ...rest } = row;
  const wait = RETRY_SECONDS[row.attempts - 1] ?? RETRY_SECONDS.at(-1);
  await db.insert(pushOutbox).values({
    ...rest,
    subscriptionId,
    nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
  });
}

/** Pushes given up on, and notices of orders whose day is long over. */
export async function deleteOldPushes(db: Db): Promise<void> {
  await db.delete(pushOutbox).where(sql`${pushOutbox.createdAt} < now() - interval '1 day'`);
  await deleteOldDueNotices(db);
}
