import { and, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import {
  invoices,
  orderFormSettings,
  orderHistory,
  orderItems,
  orders,
  stockMovements,
} from '../../../db/schema';
import { recordAudits, systemActor } from '../../audit';
import { giveBackCodeUses } from '../../discounts';
import { detachGiftCardsFromDrafts } from '../../gift-cards';
import { moveCount } from '../queries/order-counts';
import { isStorefrontDraft } from './hidden-drafts';

const BATCH = 500;

type Draft = { id: string; businessId: string };
/** Where a draft that cannot be removed is reported (the app's logger). */
type Log = { warn: (details: Record<string, unknown>, message: string) => void };

/**
 * Removes storefront drafts older than their shop's `draft_delete_days`, with their lines and history:
 * they were never orders. The trail keeps their events and says the system removed them. A draft
 * someone recorded flowers against stays. Runs in batches so that a long backlog never holds locks
 * for long; answers how many went.
 *
 * Cards and codes applied to a cart come off it first (their own modules give back whatever was
 * taken). A draft that still cannot go (something new points at it) is kept and reported, and the
 * rest of the batch, every other shop's carts among them, goes all the same.
 */
export async function removeStaleDrafts(db: Db, { log }: { log?: Log } = {}): Promise<number> {
  let removed = 0;
  // Drafts that could not go in this run: not tried again until the next one.
  const skipped: string[] = [];
  for (;;) {
    const { found, gone } = await db.transaction(async (tx) => {
      const doomed = await staleDrafts(tx, skipped);
      if (doomed.length === 0) return { found: 0, gone: 0 };
      // The whole batch at once (a savepoint); if one draft cannot go, each on its own.
      try {
        await tx.transaction((batch) => removeDrafts(batch, doomed));
        return { found: doomed.length, gone: doomed.length };
      } catch {
        let gone = 0;
        for (const draft of doomed) {
          try {
            await tx.transaction((one) => removeDrafts(one, [draft]));
            gone += 1;
          } catch (error) {
            skipped.push(draft.id);
            log?.warn(
              { err: error, orderId: draft.id, businessId: draft.businessId },
              'a stale storefront draft could not be removed; it is kept',
            );
          }
        }
        return { found: doomed.length, gone };
      }
    });
    removed += gone;
    if (found < BATCH) return removed;
  }
}

/** Up to a batch of stale storefront drafts, locked (skipping those another run holds). */
function staleDrafts(tx: Tx, skipped: string[]): Promise<Draft[]> {
  return tx
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
        skipped.length > 0 ? notInArray(orders.id, skipped) : undefined,
      ),
    )
    .limit(BATCH)
    .for('update', { of: orders, skipLocked: true });
}

/**
 * Removes drafts in the caller's transaction. A draft that gift card movements name stays for the
 * cards' ledgers, hidden like a deleted order; the others are removed with their lines and history.
 */
async function removeDrafts(tx: Tx, drafts: Draft[]) {
  const ids = drafts.map((d) => d.id);
  const traced = await detachGiftCardsFromDrafts(tx, drafts);
  await giveBackCodeUses(tx, ids);
  const gone = ids.filter((id) => !traced.has(id));
  if (traced.size > 0) {
    await tx
      .update(orders)
      .set({ deletedAt: sql`now()` })
      .where(inArray(orders.id, [...traced]));
  }
  if (gone.length > 0) {
    await tx.delete(orderHistory).where(inArray(orderHistory.orderId, gone));
    await tx.delete(orderItems).where(inArray(orderItems.orderId, gone));
    await tx.delete(orders).where(inArray(orders.id, gone));
  }
  await recordAudits(
    tx,
    drafts.map((d) => ({
      businessId: d.businessId,
      actor: systemActor,
      entityType: 'order' as const,
      entityId: d.id,
      action: 'order.removed',
    })),
  );
  for (const { businessId } of drafts) await moveCount(tx, businessId, 'draft', null);
}
