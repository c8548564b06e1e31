import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { discountRedemptions } from '../../db/schema';

/**
 * The orders' code redemptions stay (the code's uses are counted from them) without the e-mail
 * that held a once-per-customer code to one person: that person may use such a code again.
 */
export async function forgetRedemptionEmails(tx: Tx, { orderIds }: { orderIds: string[] }): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(discountRedemptions)
    .set({ customerEmail: null })
    .where(inArray(discountRedemptions.orderId, orderIds));
}
