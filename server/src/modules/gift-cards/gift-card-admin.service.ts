import type { GiftCard, GiftCardDetail, GiftCardPage } from '@contract/gift-cards';
import { fromCents, moneyColumn, toCents } from '@contract/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { personName } from '../../db/person-name';
import { prepared } from '../../db/prepared';
import { giftCardMovements, giftCards, orders, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, staffActor } from '../audit';
import { hashGiftCardCode } from './gift-card-codes';

/* The staff's gift cards screen: list, one card with its ledger, and adjustments with a reason. */

const columns = {
  id: giftCards.id,
  codeLast4: giftCards.codeLast4,
  initialAmount: giftCards.initialAmount,
  balance: giftCards.balance,
  currency: giftCards.currency,
  orderId: giftCards.orderId,
  orderNumber: orders.number,
  boughtBy: orders.senderName,
  recipientName: giftCards.recipientName,
  recipientEmail: giftCards.recipientEmail,
  expiresOn: giftCards.expiresOn,
  createdAt: giftCards.createdAt,
  message: giftCards.message,
};
type Row = {
  id: string;
  codeLast4: string;
  initialAmount: string;
  balance: string;
  currency: string;
  orderId: string | null;
  orderNumber: number | null;
  boughtBy: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  expiresOn: string | null;
  createdAt: Date;
};

const toGiftCard = (r: Row): GiftCard => ({
  id: r.id,
  code_last4: r.codeLast4,
  initial_amount: Number(r.initialAmount),
  balance: Number(r.balance),
  currency: r.currency,
  order_id: r.orderId,
  order_number: r.orderNumber,
  bought_by: r.boughtBy,
  recipient_name: r.recipientName,
  recipient_email: r.recipientEmail,
  expires_on: r.expiresOn,
  created_at: r.createdAt.toISOString(),
});

/**
 * Newest first (gift_cards_business_idx); `q` of four characters finds by the last four
 * (gift_cards_business_last4_idx), a whole code by its hash (gift_cards_code_key).
 */
export async function listGiftCards(
  db: Db,
  {
    businessId,
    q,
    limit,
    offset,
  }: { businessId: string; q?: string | undefined; limit: number; offset: number },
): Promise<GiftCardPage> {
  // A whole code finds its card by the code's hash, a shorter one by its last four characters.
  const by = !q ? 'all' : q.length === 16 ? 'code' : 'last4';
  const name = `gift_cards_list_${by}`;
  // The gift cards page: built and planned once per connection and kind of search.
  const query = prepared(db, name, (d) => {
    const search = sql.placeholder('search');
    const found = {
      all: undefined,
      code: eq(giftCards.codeHash, search),
      last4: eq(giftCards.codeLast4, search),
    };
    return d
      .select(columns)
      .from(giftCards)
      .leftJoin(orders, eq(orders.id, giftCards.orderId))
      .where(and(eq(giftCards.businessId, sql.placeholder('businessId')), found[by]))
      .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  const search = by === 'code' ? hashGiftCardCode(q ?? '') : q?.slice(-4);
  const rows = await query.execute({ businessId, search, limit: limit + 1, offset });
  return { items: rows.slice(0, limit).map(toGiftCard), has_more: rows.length > limit };
}

export async function getGiftCard(
  db: Db,
  { businessId, id }: { businessId: string; id: string },
): Promise<GiftCardDetail> {
  const [card] = await db
    .select(columns)
    .from(giftCards)
    .leftJoin(orders, eq(orders.id, giftCards.orderId))
    .where(and(eq(giftCards.id, id), eq(giftCards.businessId, businessId)));
  if (!card) throw notFound('gift card');
  const movements = await db
    .select({
      id: giftCardMovements.id,
      type: giftCardMovements.type,
      amount: giftCardMovements.amount,
      orderId: giftCardMovements.orderId,
      orderNumber: orders.number,
      reason: giftCardMovements.reason,
      byId: users.id,
      byName: personName(),
      at: giftCardMovements.at,
    })
    .from(giftCardMovements)
    .leftJoin(orders, eq(orders.id, giftCardMovements.orderId))
    .leftJoin(users, eq(users.id, giftCardMovements.byUserId))
    .where(eq(giftCardMovements.giftCardId, card.id))
    .orderBy(desc(giftCardMovements.at), desc(giftCardMovements.id));
  return {
    ...toGiftCard(card),
    message: card.message,
    movements: movements.map((m) => ({
      id: m.id,
      type: m.type,
      amount: Number(m.amount),
      order_id: m.orderId,
      order_number: m.orderNumber,
      reason: m.reason,
      by: m.byId ? { id: m.byId, name: m.byName } : null,
      at: m.at.toISOString(),
    })),
  };
}

/** Staff change a card's balance, saying why; never below zero. Audited like other staff changes. */
export async function adjustGiftCard(
  db: Db,
  {
    businessId,
    userId,
    id,
    amount,
    reason,
  }: { businessId: string; userId: string; id: string; amount: number; reason: string },
): Promise<GiftCardDetail> {
  await db.transaction(async (tx) => {
    const delta = moneyColumn(fromCents(toCents(amount)));
    const [card] = await tx
      .select({ id: giftCards.id, balance: giftCards.balance })
      .from(giftCards)
      .where(and(eq(giftCards.id, id), eq(giftCards.businessId, businessId)))
      .for('update');
    if (!card) throw notFound('gift card');
    const after = toCents(Number(card.balance)) + toCents(amount);
    if (after < 0) {
      const message = `The balance is ${card.balance}; take off at most that`;
      throw new AppError('VALIDATION_ERROR', message, { amount: message });
    }
    if (after > 100_000_000) {
      throw new AppError('VALIDATION_ERROR', 'Keep the balance below 1 000 000', { amount: 'Too large' });
    }
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${delta}::numeric` })
      .where(eq(giftCards.id, card.id));
    await tx.insert(giftCardMovements).values({
      businessId,
      giftCardId: card.id,
      type: 'adjust',
      amount: delta,
      reason,
      byUserId: userId,
    });
    await recordAudit(tx, {
      businessId,
      actor: staffActor(userId),
      entityType: 'gift_card',
      entityId: card.id,
      action: 'gift_card.adjusted',
      changes: {
        balance: { from: card.balance, to: moneyColumn(fromCents(after)) },
        reason: { to: reason },
      },
    });
  });
  return getGiftCard(db, { businessId, id });
}
