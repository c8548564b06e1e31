import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditEvents,
  invoices,
  orderFormSettings,
  orderHistory,
  orderItems,
  orders,
  stockMovements,
} from '../../db/schema';
import { moveCount } from './order-counts';

/**
 * Storefront drafts are carts: a customer picked a bouquet and may never complete the order. They
 * show in the All list for the shop's `draft_hide_hours`, then leave it, and are removed after
 * `draft_delete_days` (docs/decisions/027). A shop without settings uses the defaults (24 h, 7 days).
 */
const hideCutoff = (businessId: SQL | SQL.Aliased | unknown) =>
  sql`now() - make_interval(hours => coalesce((select ${orderFormSettings.draftHideHours} from ${orderFormSettings} where ${orderFormSettings.businessId} = ${businessId}), 24))`;

const isStorefrontDraft = sql`${orders.orderStatus} = 'draft' and ${orders.origin} = 'storefront'`;

/** True for a storefront draft of the shop old enough to leave the lists. */
export const hiddenDraft = (businessId: unknown) =>
  sql`(${isStorefrontDraft} and ${orders.createdAt} < ${hideCutoff(businessId)})`;

/**
 * How many of the shop's drafts are hidden, to take from the counters: at most the carts of the last
 * `draft_delete_days`, read from their own small index, however many orders the shop has.
 */
export const hiddenDraftCount = (businessId: unknown) =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.businessId} = ${businessId} and ${orders.deletedAt} is null and ${hiddenDraft(businessId)})`;

const BATCH = 500;

/**
 * Removes storefront drafts older than their shop's `draft_delete_days`, with their lines and history:
 * they were never orders. The trail keeps their events and says the system removed them. A draft
 * someone recorded flowers against stays. Runs in batches so that a long backlog never holds locks
 * for long; answers how many went.
 */
export async function removeStaleDrafts(db: Db): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const doomed = await tx
        .select({ id: orders.id, businessId: orders.businessId })
        .from(orders)
        .leftJoin(orderFormSettings, eq(orderFormSettings.businessId, orders.businessId))
        .where(
          and(
            isNull(orders.deletedAt),
            isStorefrontDraft,
            lt(
              orders.createdAt,
              sql`now() - make_interval(days => coalesce(${orderFormSettings.draftDeleteDays}, 7))`,
            ),
            sql`not exists (select 1 from ${stockMovements} where ${stockMovements.orderId} = ${orders.id})`,
            // A draft staff marked paid has an invoice, which is kept for the books (docs/decisions/047).
            sql`not exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})`,
          ),
        )
        .limit(BATCH)
        .for('update', { of: orders, skipLocked: true });
      if (doomed.length === 0) return 0;
      const ids = doomed.map((d) => d.id);
      await tx.delete(orderHistory).where(inArray(orderHistory.orderId, ids));
      await tx.delete(orderItems).where(inArray(orderItems.orderId, ids));
      await tx.delete(orders).where(inArray(orders.id, ids));
      await tx.insert(auditEvents).values(
        doomed.map((d) => ({
          businessId: d.businessId,
          actorKind: 'system' as const,
          entityType: 'order',
          entityId: d.id,
          action: 'order.removed',
        })),
      );
      for (const { businessId } of doomed) await moveCount(tx, businessId, 'draft', null);
      return doomed.length;
    });
    removed += batch;
    if (batch < BATCH) return removed;
  }
}
