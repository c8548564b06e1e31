import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, textOptOuts, textOutbox } from '../../db/schema';
import type { SmsSender } from '../../lib/sms';
import { isQuiet, shopClock } from '../push';
import { readTextSettings, sentThisMonth } from './text-settings.service';

const BATCH = 20;
/** Tries before a text the provider keeps turning away for a while is given up. */
export const MAX_TEXT_ATTEMPTS = 5;
/** Seconds before the next try after a passing failure. */
const RETRY_SECONDS = [60, 300, 900, 1800];
/** A claimed row is taken again after this long, should its process have died on the way. */
const CLAIM_SECONDS = 5 * 60;
/** How often a text held by quiet hours looks again whether they are over. */
const QUIET_RECHECK_SECONDS = 10 * 60;

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };
type Claimed = typeof textOutbox.$inferSelect;
export type TextRun = { sent: number; held: number; dropped: number; failed: number };

/**
 * Sends the texts that are due. Rows are claimed in one statement (FOR UPDATE SKIP LOCKED, so two
 * processes never send the same row) and sent outside any transaction. Before each send the rules
 * are read anew: a number that answered STOP, a text past its news (held too long), the shop's
 * quiet hours (held, not counted as a try) and the monthly cap (dropped; staff see it).
 * The log names the text's id and notice, never a number or its words.
 */
export async function processTextOutbox(
  db: Db,
  sms: SmsSender,
  log: Log,
  now = new Date(),
): Promise<TextRun> {
  const run: TextRun = { sent: 0, held: 0, dropped: 0, failed: 0 };
  for (;;) {
    const claimed = await claimDue(db, now);
    for (const row of claimed) {
      const verdict = await verdictFor(db, row, now);
      if (verdict === 'hold') {
        run.held++;
        await hold(db, row, now);
        continue;
      }
      if (verdict) {
        run.dropped++;
        await drop(db, row, verdict, now);
        log.info({ textId: row.id, notice: row.notice, outcome: verdict }, 'text not sent');
        continue;
      }
      const outcome = await sms.send({ to: row.phone, body: row.body });
      if (outcome.kind === 'sent') {
        run.sent++;
        await markSent(db, row.id, now);
      } else if (outcome.kind === 'retry' && row.attempts < MAX_TEXT_ATTEMPTS) {
        run.failed++;
        await retryLater(db, row, outcome.reason, now);
        log.warn(
          { textId: row.id, notice: row.notice, reason: outcome.reason },
          'text not sent; will try again',
        );
      } else {
        run.dropped++;
        await drop(db, row, outcome.kind === 'retry' ? 'gave_up' : 'refused', now, outcome.reason);
        log.warn({ textId: row.id, notice: row.notice, reason: outcome.reason }, 'text not sent; giving up');
      }
    }
    if (claimed.length < BATCH) return run;
  }
}

/** Why this text is not sent now: held for quiet hours, dropped for a reason, or null to send it. */
async function verdictFor(db: Db, row: Claimed, now: Date) {
  if (row.expiresAt <= now) return 'late' as const;
  const [stopped] = await db
    .select({ phone: textOptOuts.phone })
    .from(textOptOuts)
    .where(and(eq(textOptOuts.businessId, row.businessId), eq(textOptOuts.phone, row.phone)));
  if (stopped) return 'stopped' as const;
  const [shop] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, row.businessId));
  const settings = await readTextSettings(db, row.businessId);
  if (isQuiet(shopClock(shop?.timeZone ?? 'UTC', now), settings.quietStart, settings.quietEnd))
    return 'hold' as const;
  if ((await sentThisMonth(db, row.businessId, now)) >= settings.monthlyCap) return 'cap' as const;
  return null;
}

async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const due = db
    .select({ id: textOutbox.id })
    .from(textOutbox)
    .where(
      and(
        eq(textOutbox.status, 'queued'),
        sql`${textOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`,
        lt(textOutbox.attempts, MAX_TEXT_ATTEMPTS),
      ),
    )
    .orderBy(textOutbox.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(textOutbox)
    .set({
      attempts: sql`${textOutbox.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})`,
    })
    .where(inArray(textOutbox.id, due))
    .returning();
  // An update returns its rows in no set order; a person gets their texts in the order of events.
  return claimed.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.role.localeCompare(b.role),
  );
}

const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/** Quiet hours are no failure of the text: the try is given back, and it waits. */
async function hold(db: Db, row: Claimed, now: Date) {
  await db
    .update(textOutbox)
    .set({
      attempts: sql`greatest(${textOutbox.attempts} - 1, 0)`,
      nextAttemptAt: later(now, QUIET_RECHECK_SECONDS),
    })
    .where(eq(textOutbox.id, row.id));
}

async function retryLater(db: Db, row: Claimed, reason: string, now: Date) {
  const wait = RETRY_SECONDS[row.attempts - 1] ?? RETRY_SECONDS.at(-1) ?? 60;
  await db
    .update(textOutbox)
    .set({ lastError: reason.slice(0, 200), nextAttemptAt: later(now, wait) })
    .where(eq(textOutbox.id, row.id));
}

/** Not sent, for good: the reason stays for the order's history; the words are not kept. */
async function drop(db: Db, row: Claimed, outcome: string, now: Date, reason?: string) {
  await db
    .update(textOutbox)
    .set({
      status: 'dropped',
      outcome,
      body: '',
      nextAttemptAt: now,
      lastError: reason?.slice(0, 200) ?? null,
    })
    .where(eq(textOutbox.id, row.id));
}

/** Waits between tries to mark a sent text: unmarked, it would come back after its claim and go twice. */
const MARK_RETRY_MS = [250, 1_000, 5_000, 15_000, 30_000];

async function markSent(db: Db, id: string, now: Date) {
  for (const wait of [...MARK_RETRY_MS, null]) {
    try {
      await db
        .update(textOutbox)
        // The moment it went out; a run on a clock moved ahead (tests) counts as then.
        .set({
          status: 'sent',
          sentAt: new Date(Math.max(Date.now(), now.getTime())),
          body: '',
          lastError: null,
        })
        .where(eq(textOutbox.id, id));
      return;
    } catch (error) {
      if (wait === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
