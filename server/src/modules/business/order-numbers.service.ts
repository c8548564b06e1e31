import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { businesses } from '../../db/schema';
import { notFound } from '../../lib/errors';

/*
 * A shop's order numbers (docs/decisions/006) come from its own row: taking one moves the counter
 * on, and the row's lock makes concurrent orders of the shop queue for it, so no number is given
 * twice, also across app processes.
 */

/**
 * Takes the shop's next number, built but not sent, for a caller that composes it into its own
 * statement (the submission's, docs/decisions/032). Reads the placeholder `business_id`; returns
 * the number taken as `taken`.
 */
export function orderNumberStatement(tx: Tx) {
  return tx
    .update(businesses)
    .set({ nextOrderNumber: sql`${businesses.nextOrderNumber} + 1` })
    .where(eq(businesses.id, sql.placeholder('business_id')))
    .returning({ taken: sql<number>`${businesses.nextOrderNumber} - 1`.as('taken') });
}

/** The next number of a shop's orders, taken in the caller's transaction. */
export async function takeOrderNumber(tx: Tx, businessId: string): Promise<number> {
  const [row] = await prepared(tx, 'take_order_number', (d) =>
    orderNumberStatement(d).prepare('take_order_number'),
  ).execute({ business_id: businessId });
  if (!row) throw notFound('business');
  return Number(row.taken);
}
