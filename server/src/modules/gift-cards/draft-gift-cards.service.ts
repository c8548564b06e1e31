import { and, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { giftCardMovements, orderGiftCards } from '../../db/schema';
import { releaseGiftCards } from './gift-cards.service';

/**
 * Carts nobody placed are removed by the hourly clean-up (orders/stale-drafts.ts), cards applied to
 * them included. Applying a card reserves nothing, so the card keeps its balance; should a draft
 * have redeemed anything all the same, it goes back to the card first (a `release` movement). The
 * cards come off the drafts. Answers the drafts that card movements name: the cards' ledgers point
 * at them, so they must be kept (the caller hides them instead of removing them).
 */
export async function detachGiftCardsFromDrafts(
  tx: Tx,
  drafts: { id: string; businessId: string }[],
): Promise<Set<string>> {
  if (drafts.length === 0) return new Set();
  const ids = drafts.map((draft) => draft.id);
  const redeemed = await tx
    .selectDistinct({ orderId: orderGiftCards.orderId })
    .from(orderGiftCards)
    .where(and(inArray(orderGiftCards.orderId, ids), gt(orderGiftCards.amount, '0')));
  for (const { orderId } of redeemed) {
    const draft = drafts.find((d) => d.id === orderId);
    if (draft) await releaseGiftCards(tx, draft);
  }
  await tx.delete(orderGiftCards).where(inArray(orderGiftCards.orderId, ids));
  const traced = await tx
    .selectDistinct({ orderId: giftCardMovements.orderId })
    .from(giftCardMovements)
    .where(inArray(giftCardMovements.orderId, ids));
  return new Set(traced.flatMap((row) => (row.orderId ? [row.orderId] : [])));
}
