import { normalisePhone } from '@contract/phone';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { textOptOuts, textOutbox } from '../../db/schema';

/** The words that stop texts, as carriers and providers know them; German speakers write STOPP. */
const STOP_WORDS = new Set(['STOP', 'STOPP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
/** The words that undo a STOP. */
const START_WORDS = new Set(['START', 'UNSTOP']);

export type InboundAction = 'stopped' | 'started' | 'ignored';

/**
 * An answer to a text (the provider's inbound webhook). Every shop shares the server's sender
 * number, so the person cannot say which shop they mean: STOP stops the texts of every shop that
 * texted that number, START lets them text it again. Any other answer is not read.
 */
export async function handleInboundText(
  db: Db,
  { from, body }: { from: string; body: string },
): Promise<InboundAction> {
  const word =
    body
      .trim()
      .split(/\s+/)[0]
      ?.toUpperCase()
      .replace(/[^A-Z]/g, '') ?? '';
  const action = STOP_WORDS.has(word) ? 'stopped' : START_WORDS.has(word) ? 'started' : 'ignored';
  const phone = normalisePhone(from);
  if (action === 'ignored' || !phone?.startsWith('+')) return 'ignored';
  return db.transaction(async (tx) => {
    const shops = await tx
      .selectDistinct({ businessId: textOutbox.businessId })
      .from(textOutbox)
      .where(eq(textOutbox.phone, phone));
    const ids = shops.map((shop) => shop.businessId);
    if (ids.length === 0) return action;
    if (action === 'stopped') {
      await tx
        .insert(textOptOuts)
        .values(ids.map((businessId) => ({ businessId, phone })))
        .onConflictDoNothing();
    } else {
      await tx
        .delete(textOptOuts)
        .where(and(eq(textOptOuts.phone, phone), inArray(textOptOuts.businessId, ids)));
    }
    return action;
  });
}
