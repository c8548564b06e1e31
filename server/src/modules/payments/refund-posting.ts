import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, paymentEntries } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit';
import { recountCustomer } from '../customers';
import { cardsBoughtBy, releaseGiftCards, voidCardsBoughtBy } from '../gift-cards';
import { publishOrderEvent } from '../live';
import { centsOf, decimalOf, invoicesFollowMoney, keptCents, type OrderMoneyRow } from './order-money';

/*
 * The one way a refund is written, whoever gives the money back (staff or the card provider), and
 * the room left for one (docs/decisions/048): what the order's money bought goes first, its goods
 * and delivery, then the gift cards it bought, whose unspent balance is voided by as much.
 */

/** What may still be given back, and the part of it that voids gift cards the order bought. */
export async function refundRoom(tx: Tx, order: OrderMoneyRow) {
  const kept = keptCents(order);
  const cards = await cardsBoughtBy(tx, { orderId: order.id });
  // Money received for the goods (what was not spent on cards), less what already went back.
  const goodsLeft = Math.max(
    0,
    centsOf(order.receivedTotal) - cards.issuedCents - centsOf(order.refundedTotal),
  );
  return { kept, goodsLeft, room: Math.min(kept, goodsLeft + cards.unspentCents), cards };
}

/**
 * Writes a refund of `amountCents` on a locked order, in the caller's transaction: its journal
 * row, the order's refunded total and status, the cards it bought voided as far as the refund
 * reaches into them, and what its own gift cards paid released when all the money went back.
 */
export async function postRefund(
  tx: Tx,
  {
    order,
    amountCents,
    method,
    reason,
    actor,
    at,
    providerRefundId = null,
  }: {
    order: OrderMoneyRow;
    amountCents: number;
    method: 'cash' | 'card' | 'bank_transfer' | 'other' | 'online';
    reason: string;
    actor: AuditActor;
    at: Date;
    providerRefundId?: string | null;
  },
) {
  const { goodsLeft } = await refundRoom(tx, order);
  const byUserId = actor.kind === 'staff' ? actor.userId : null;
  const intoCards = Math.max(0, amountCents - goodsLeft);
  if (intoCards > 0) {
    await voidCardsBoughtBy(tx, {
      orderId: order.id,
      businessId: order.businessId,
      cents: intoCards,
      byUserId,
    });
  }
  const [entry] = await tx
    .insert(paymentEntries)
    .values({
      businessId: order.businessId,
      orderId: order.id,
      kind: 'refund',
      method,
      amountCents: -amountCents,
      providerRefundId,
      reason,
      byUserId,
      at,
    })
    .returning({ id: paymentEntries.id });
  const refunded = centsOf(order.refundedTotal) + amountCents;
  const status = refunded >= centsOf(order.receivedTotal) ? 'refunded' : order.paymentStatus;
  await tx
    .update(orders)
    .set({ refundedTotal: decimalOf(refunded), paymentStatus: status, updatedAt: at })
    .where(eq(orders.id, order.id));
  await recountCustomer(tx, order.customerId);
  await recordAudit(tx, {
    businessId: order.businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    // The card provider's refunds read as before: in full "refunded", in part "gave money back".
    action: actor.kind === 'card_provider' && status === 'refunded' ? 'order.refunded' : 'order.refund',
    changes: {
      amount: { to: decimalOf(amountCents) },
      reason: { to: reason },
      refunded_total: { from: order.refundedTotal, to: decimalOf(refunded) },
      ...(intoCards > 0 && { gift_cards_voided: { to: decimalOf(intoCards) } }),
      ...(status === order.paymentStatus
        ? {}
        : { payment_status: { from: order.paymentStatus, to: status } }),
    },
  });
  // All the money went back: what gift cards paid of the order goes back to them too (ADR 044).
  if (status === 'refunded') await releaseGiftCards(tx, order, actor);
  // Money given back is a credit note naming the order's invoice (ADR 047), staff's or the
  // provider's; what was owed back after a lowered price was credited when the price changed.
  await invoicesFollowMoney(tx, { orderId: order.id, reason, now: at });
  await publishOrderEvent(tx, {
    kind: 'order.changed',
    order: { ...order, paymentStatus: status },
    change: 'payment',
    actorId: byUserId,
  });
  return { id: entry?.id as string, status };
}
