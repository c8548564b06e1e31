import { cardsMayPay } from '@contract/gift-card-value';
import type { OrderPayment } from '@contract/gift-cards';
import { centsOf, fromCents, moneyColumn } from '@contract/money';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { giftCardMovements, giftCards, orderGiftCards, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, customerActor, recordAudit, systemActor } from '../audit';
import { giftCardLinesOf, sellsOnlyGiftCards } from './card-lines';
import { hashGiftCardCode, isGiftCardCodeShape } from './gift-card-codes';

/*
 * Gift cards as payments of an order (docs/decisions/044). Applying a card to an order reserves
 * nothing; the order's submission redeems what it needs of the card's balance, in its transaction,
 * with the card's row locked, so two orders can never spend the same money. A card's balance is
 * the sum of its movements, written in the same transaction as each of them.
 */

/**
 * Guessing codes is the attack (docs/decisions/044): a code has 80 random bits, and each client may
 * try 10 an hour, each order 10 an hour whoever tries, signed in or not. Staff taking cards at the
 * counter make a new order each sale, so there the shop's tries are bounded instead: 30 an hour,
 * room for a busy day's cards on several tills.
 */
export const GIFT_CARD_TRIES = { perClient: 10, perOrder: 10, perShop: 30, windowSeconds: 3600 } as const;

type OrderMoney = { id: string; businessId: string; total: string };

const cents = centsOf;
const decimal = (c: number) => moneyColumn(fromCents(c));

/** The same answer for a code that does not exist, belongs to another shop, or is mistyped. */
const unknownCode = () =>
  new AppError('NOT_FOUND', 'This gift card code is not valid. Check it and try again.', {
    code: 'This gift card code is not valid',
  });

/** The customer applies a card to their order; it is checked now and redeemed at submission. */
export async function applyGiftCard(tx: Tx, { order, code }: { order: OrderMoney; code: string }) {
  if (!isGiftCardCodeShape(code)) throw unknownCode();
  const [card] = await tx
    .select({
      id: giftCards.id,
      balance: giftCards.balance,
      expired: sql<boolean>`coalesce(${giftCards.expiresOn} < current_date, false)`,
    })
    .from(giftCards)
    .where(and(eq(giftCards.codeHash, hashGiftCardCode(code)), eq(giftCards.businessId, order.businessId)));
  if (!card) throw unknownCode();
  // A card never buys another card: an order of gift cards alone has nothing a card may pay for.
  if (await sellsOnlyGiftCards(tx, order.id)) {
    throw new AppError('CONFLICT', 'A gift card cannot pay for gift cards.', {
      code: 'A gift card cannot pay for gift cards',
    });
  }
  if (card.expired) {
    throw new AppError('CONFLICT', 'This gift card has expired.', { code: 'This gift card has expired' });
  }
  if (cents(card.balance) <= 0) {
    throw new AppError('CONFLICT', 'This gift card has no balance left.', {
      code: 'This gift card has no balance left',
    });
  }
  await tx
    .insert(orderGiftCards)
    .values({ businessId: order.businessId, orderId: order.id, giftCardId: card.id })
    .onConflictDoNothing();
}

/** The customer takes a card off their order (one, or all); what it had paid goes back to it. */
export async function removeGiftCard(tx: Tx, { order, id }: { order: OrderMoney; id?: string | undefined }) {
  const applied = await appliedCards(tx, order.id, true);
  const removed = applied.filter((a) => !id || a.id === id);
  if (id && removed.length === 0) throw new AppError('NOT_FOUND', 'This gift card is not on the order');
  for (const a of removed) {
    if (a.amount > 0) await moveCard(tx, order, a, -a.amount, customerActor);
    await tx.delete(orderGiftCards).where(eq(orderGiftCards.id, a.id));
  }
  await writeGiftCardTotal(tx, order.id);
}

type Applied = {
  id: string;
  giftCardId: string;
  codeLast4: string;
  /** Redeemed so far (cents). */
  amount: number;
  balance: number;
  expired: boolean;
};

async function appliedCards(tx: Tx, orderId: string, lock: boolean): Promise<Applied[]> {
  // The cards' rows stay locked until the transaction ends: a concurrent order redeeming the same
  // card waits here and then reads the balance this one left. They are locked in the order of
  // their ids, the same for every order, so two orders sharing two cards cannot deadlock.
  if (lock) {
    await tx
      .select({ id: giftCards.id })
      .from(giftCards)
      .where(
        inArray(
          giftCards.id,
          tx
            .select({ id: orderGiftCards.giftCardId })
            .from(orderGiftCards)
            .where(eq(orderGiftCards.orderId, orderId)),
        ),
      )
      .orderBy(asc(giftCards.id))
      .for('update');
  }
  const rows = await tx
    .select({
      id: orderGiftCards.id,
      giftCardId: orderGiftCards.giftCardId,
      codeLast4: giftCards.codeLast4,
      amount: orderGiftCards.amount,
      balance: giftCards.balance,
      expired: sql<boolean>`coalesce(${giftCards.expiresOn} < current_date, false)`,
    })
    .from(orderGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(eq(orderGiftCards.orderId, orderId))
    .orderBy(asc(orderGiftCards.createdAt), asc(orderGiftCards.id));
  return rows.map((r) => ({ ...r, amount: cents(r.amount), balance: cents(r.balance) }));
}

/**
 * What each applied card pays of what cards may pay (the total less the gift cards the order
 * sells): first applied first, each at most what it holds.
 */
function plan(applied: Applied[], payable: number) {
  let remaining = Math.max(0, payable);
  return applied.map((a) => {
    // An expired card keeps what it already paid but gives no more.
    const available = a.amount + (a.expired ? 0 : a.balance);
    const pays = Math.min(available, remaining);
    remaining -= pays;
    return { ...a, pays };
  });
}

const toPayment = (a: Applied & { pays: number }): OrderPayment => ({
  id: a.id,
  kind: 'gift_card',
  amount: fromCents(a.pays),
  code_last4: a.codeLast4,
});

/**
 * The order answer's `payments` and `amount_due`. An order the customer can still change shows
 * what its cards would pay now; a placed one what they paid.
 */
export async function orderPayments(
  tx: Tx,
  order: OrderMoney & { giftCardTotal: string; receivedTotal: string; editable: boolean },
): Promise<{ payments: OrderPayment[]; amount_due: number }> {
  // Money received counts too (docs/decisions/048): a paid order owes nothing until its price rises.
  const due = (cardsPay: number) =>
    fromCents(Math.max(0, cents(order.total) - cardsPay - cents(order.receivedTotal)));
  const applied = await appliedCards(tx, order.id, false);
  if (applied.length === 0) return { payments: [], amount_due: due(cents(order.giftCardTotal)) };
  const planned = order.editable
    ? plan(applied, cardsMayPay(cents(order.total), await giftCardLinesOf(tx, order.id)))
    : applied.map((a) => ({ ...a, pays: a.amount }));
  const paid = planned.reduce((sum, a) => sum + a.pays, 0);
  return { payments: planned.map(toPayment), amount_due: due(paid) };
}

/**
 * At submission, in its transaction: each applied card pays what the plan says, moving its balance
 * by the difference to what it paid before (a corrected order may need more, or give some back).
 * Answers what is left to pay.
 */
export async function redeemGiftCards(
  tx: Tx,
  order: OrderMoney,
  actor: AuditActor = systemActor,
): Promise<{ amountDue: number }> {
  const applied = await appliedCards(tx, order.id, true);
  const planned = plan(applied, cardsMayPay(cents(order.total), await giftCardLinesOf(tx, order.id)));
  for (const a of planned) {
    const delta = a.pays - a.amount;
    if (delta !== 0) await moveCard(tx, order, a, delta, actor);
  }
  const paid = await writeGiftCardTotal(tx, order.id);
  return { amountDue: Math.max(0, cents(order.total) - paid) };
}

/** Everything an order's cards paid goes back to them: the order was refunded or deleted. */
export async function releaseGiftCards(
  tx: Tx,
  order: Omit<OrderMoney, 'total'>,
  actor: AuditActor = systemActor,
) {
  const applied = await appliedCards(tx, order.id, true);
  for (const a of applied) if (a.amount > 0) await moveCard(tx, order, a, -a.amount, actor);
  await writeGiftCardTotal(tx, order.id);
}

/**
 * Takes `delta` cents of the card for the order (or gives −delta back), with its movement. The
 * guard (balance ≥ delta) is the database's as well as the plan's: the check constraint refuses a
 * negative balance whatever path writes it.
 */
/**
 * Moves `delta` from the card to the order (back, when negative), in the card's ledger and in its
 * trail: who, which order, and the balance before and after.
 */
async function moveCard(
  tx: Tx,
  order: Omit<OrderMoney, 'total'>,
  a: Applied,
  delta: number,
  actor: AuditActor,
) {
  const [moved] = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${decimal(delta)}::numeric` })
    .where(and(eq(giftCards.id, a.giftCardId), sql`${giftCards.balance} >= ${decimal(delta)}::numeric`))
    .returning({ id: giftCards.id, balance: giftCards.balance });
  if (!moved) throw new AppError('CONFLICT', 'The gift card’s balance changed; please try again.');
  await tx.insert(giftCardMovements).values({
    businessId: order.businessId,
    giftCardId: a.giftCardId,
    type: delta > 0 ? 'redeem' : 'release',
    amount: decimal(-delta),
    orderId: order.id,
  });
  await tx
    .update(orderGiftCards)
    .set({ amount: decimal(a.amount + delta) })
    .where(eq(orderGiftCards.id, a.id));
  const after = cents(moved.balance);
  await recordAudit(tx, {
    businessId: order.businessId,
    actor,
    entityType: 'gift_card',
    entityId: a.giftCardId,
    action: delta > 0 ? 'gift_card.redeemed' : 'gift_card.released',
    changes: {
      balance: { from: fromCents(after + delta), to: fromCents(after) },
      order: { to: order.id },
    },
  });
}

/** orders.gift_card_total follows the order's card payments; answers it in cents. */
async function writeGiftCardTotal(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({
      giftCardTotal: sql`(select coalesce(sum(${orderGiftCards.amount}), 0) from ${orderGiftCards} where ${orderGiftCards.orderId} = ${orderId})`,
    })
    .where(eq(orders.id, orderId))
    .returning({ total: orders.giftCardTotal });
  return cents(row?.total);
}
