import { centsOf, decimalToCents, fromCents, moneyColumn } from '@contract/money';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { giftCardMovements, giftCards, orderItems, orders } from '../../db/schema';
import { wakeHeldMail } from '../mail';

/** The reason of the movement that gives a card back what an undo voided. */
const RESTORED = 'The order that bought it was paid again';

/*
 * The cards an order bought, when the money for them goes back (docs/decisions/048): a card is
 * never worth more than what was received for it, so refunding, undoing or deleting the order
 * that bought it voids what is left on it. What was already spent cannot be given back.
 */

/** The cards an order bought, together: their value when issued and what is left on them. */
export type CardsBought = { issuedCents: number; unspentCents: number; spentCents: number };

/** What the cards an order bought were issued for, and what of it is still on them. */
export async function cardsBoughtBy(tx: Tx, { orderId }: { orderId: string }): Promise<CardsBought> {
  const [cards] = await tx
    .select({
      issued: sql<string>`coalesce(sum(${giftCards.initialAmount}), 0)`,
      unspent: sql<string>`coalesce(sum(${giftCards.balance}), 0)`,
    })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId));
  const issuedCents = decimalToCents(String(cards?.issued ?? '0'));
  const unspentCents = decimalToCents(String(cards?.unspent ?? '0'));
  const voidedCents = [...(await voidedOf(tx, orderId)).values()].reduce((sum, cents) => sum + cents, 0);
  return { issuedCents, unspentCents, spentCents: Math.max(0, issuedCents - unspentCents - voidedCents) };
}

/**
 * What is voided of each card an order bought, in cents: its void movements (which name the
 * buying order) less what a later payment of the order restored.
 */
async function voidedOf(tx: Tx, orderId: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ cardId: giftCardMovements.giftCardId, amount: sql<string>`sum(${giftCardMovements.amount})` })
    .from(giftCardMovements)
    .innerJoin(giftCards, eq(giftCards.id, giftCardMovements.giftCardId))
    .where(
      and(
        eq(giftCards.orderId, orderId),
        eq(giftCardMovements.orderId, orderId),
        or(
          eq(giftCardMovements.type, 'void'),
          and(eq(giftCardMovements.type, 'issue'), eq(giftCardMovements.reason, RESTORED)),
        ),
      ),
    )
    .groupBy(giftCardMovements.giftCardId);
  return new Map(rows.map((r) => [r.cardId, -decimalToCents(String(r.amount))]));
}

/**
 * Voids up to `cents` (all when not given) of what is left on the cards an order bought, each
 * with a `void` movement. The cards' rows are locked, and emptied, in the order of their ids, as
 * every path that moves a card's balance locks them. Answers what was voided.
 */
export async function voidCardsBoughtBy(
  tx: Tx,
  {
    orderId,
    businessId,
    cents,
    byUserId = null,
  }: {
    orderId: string;
    businessId: string;
    cents?: number;
    byUserId?: string | null;
  },
): Promise<number> {
  const cards = await tx
    .select({ id: giftCards.id, balance: giftCards.balance })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.businessId, businessId)))
    .orderBy(asc(giftCards.id))
    .for('update');
  let left = cents ?? Number.POSITIVE_INFINITY;
  let voided = 0;
  for (const card of cards) {
    const take = Math.min(decimalToCents(card.balance), left);
    if (take <= 0) continue;
    const amount = moneyColumn(fromCents(take));
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} - ${amount}::numeric` })
      .where(eq(giftCards.id, card.id));
    await tx.insert(giftCardMovements).values({
      businessId,
      giftCardId: card.id,
      type: 'void',
      amount: moneyColumn(fromCents(-take)),
      orderId,
      reason: 'The order that bought it was refunded, undone or deleted',
      byUserId,
    });
    voided += take;
    left -= take;
  }
  return voided;
}

/**
 * An order whose payment was undone is paid again: the cards it bought, voided by the undo, hold
 * again what was voided (a new payment issues no new card), as far as the money now kept for them
 * reaches: its price may have been lowered in between. A card held for its send day keeps it; one
 * whose day passed while it was voided is e-mailed now (docs/decisions/053).
 */
export async function restoreVoidedCards(
  tx: Tx,
  { orderId, businessId }: { orderId: string; businessId: string },
) {
  const cards = await tx
    .select({ id: giftCards.id, initial: giftCards.initialAmount })
    .from(giftCards)
    .where(and(eq(giftCards.orderId, orderId), eq(giftCards.businessId, businessId)))
    .orderBy(asc(giftCards.id))
    .for('update');
  const voided = await voidedOf(tx, orderId);
  const backed = cards.reduce((sum, card) => sum + centsOf(card.initial) - (voided.get(card.id) ?? 0), 0);
  let left = Math.max(0, (await moneyForCards(tx, orderId)) - backed);
  for (const card of cards) {
    const cents = Math.min(voided.get(card.id) ?? 0, left);
    if (cents <= 0) continue;
    left -= cents;
    const amount = moneyColumn(fromCents(cents));
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${amount}::numeric` })
      .where(eq(giftCards.id, card.id));
    await tx.insert(giftCardMovements).values({
      businessId,
      giftCardId: card.id,
      type: 'issue',
      amount,
      orderId,
      reason: RESTORED,
    });
    await wakeHeldMail(tx, { giftCardId: card.id });
  }
}

/**
 * The money an order keeps for the gift cards it sells: what it kept beyond its goods and delivery
 * (which other cards may have paid), at most what its gift-card lines cost now.
 */
async function moneyForCards(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({
      total: orders.total,
      giftCardTotal: orders.giftCardTotal,
      received: orders.receivedTotal,
      refunded: orders.refundedTotal,
      cardLines: sql<string>`(select coalesce(sum(${orderItems.total}), 0) from ${orderItems} where ${orderItems.orderId} = ${orderId} and ${orderItems.kind} = 'gift_card')`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return 0;
  const cardLines = centsOf(row.cardLines);
  const kept = centsOf(row.received) - centsOf(row.refunded);
  const goodsInMoney = centsOf(row.total) - centsOf(row.giftCardTotal) - cardLines;
  return Math.max(0, Math.min(cardLines, kept - goodsInMoney));
}
