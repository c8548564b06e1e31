import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';

/**
 * Storefront drafts are carts: a customer picked a bouquet and may never send it. A cart is not an
 * order until the customer places it, so staff lists and counts leave every one of them out; staff
 * see only how many are open. They are removed after `draft_delete_days` (docs/decisions/027).
 * Drafts staff start themselves are orders they are taking, and stay in the lists.
 */
export const isStorefrontDraft = sql`${orders.orderStatus} = 'draft' and ${orders.origin} = 'storefront'`;

/** True for an order staff lists leave out: a storefront cart nobody placed yet. */
export const hiddenDraft = (): SQL => sql`(${isStorefrontDraft})`;

/**
 * How many of the shop's carts are open, to take from the counters (which count every draft):
 * read from their own small partial index (orders_stale_drafts_idx), however many orders the shop has.
 */
export const hiddenDraftCount = (businessId: unknown) =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.businessId} = ${businessId} and ${orders.deletedAt} is null and ${isStorefrontDraft})`;

/** The shop's open storefront carts, all staff are told of them. */
export async function countOpenCarts(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        isNull(orders.deletedAt),
        eq(orders.orderStatus, 'draft'),
        eq(orders.origin, 'storefront'),
      ),
    );
  return Number(row?.n ?? 0);
}
