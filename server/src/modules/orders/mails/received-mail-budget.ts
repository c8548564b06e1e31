import { createHash } from 'node:crypto';
import type { Tx } from '../../../db/client';
import type { BatchedCounts } from '../../../lib/batched-counts';
import { withinBatchedBudgets } from '../../../lib/rate-limit';
import { customerEmailKey } from '../../discounts';

/** "We have your order" mails one address gets from one shop a day: a real customer's orders, not a flood. */
export const RECEIVED_MAILS_PER_SHOP = 3;
/** …and from every shop on the platform together, so that many shops cannot be used at once. */
export const RECEIVED_MAILS_PER_PLATFORM = 10;
const DAY = 24 * 3600;

/**
 * Whether the "we have your order" mail of a customer's submission may be queued to `email`.
 * Anyone may place a storefront order with any address typed in, so without a bound a shop's
 * storefront would mail a stranger's inbox as often as someone submits. Counted per address
 * (hashed: the rate-limit table holds no address) and per shop, and across shops; beyond either,
 * the order is placed as ever and only the mail is left out.
 */
export async function mayMailReceived(
  tx: Tx,
  counts: BatchedCounts,
  { businessId, email }: { businessId: string; email: string },
) {
  const address = createHash('sha256')
    .update(customerEmailKey(email) ?? '')
    .digest('hex');
  return withinBatchedBudgets(counts, tx, {
    budgets: [
      { key: `received-mail:${businessId}:${address}`, max: RECEIVED_MAILS_PER_SHOP },
      { key: `received-mail:all:${address}`, max: RECEIVED_MAILS_PER_PLATFORM },
    ],
    windowSeconds: DAY,
  });
}
