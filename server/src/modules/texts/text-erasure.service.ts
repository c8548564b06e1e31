import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { textOptIns, textOutbox } from '../../db/schema';

/**
 * A customer's data erased (docs/decisions/061): the texts about their orders go, numbers and all,
 * and their choices with them. A STOP stays: it is the number's own wish, kept so it is honoured.
 */
export async function forgetTextsOf(tx: Tx, { orderIds }: { orderIds: string[] }): Promise<number> {
  if (orderIds.length === 0) return 0;
  await tx.delete(textOptIns).where(inArray(textOptIns.orderId, orderIds));
  const removed = await tx
    .delete(textOutbox)
    .where(inArray(textOutbox.orderId, orderIds))
    .returning({ id: textOutbox.id });
  return removed.length;
}
