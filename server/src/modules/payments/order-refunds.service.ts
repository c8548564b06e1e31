import type { OrderRefunds } from '@contract/counter';
import { fromCents, toCents } from '@contract/money';
import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentEntries, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit-trail.service';
import { recountCustomer } from '../customers/customer-totals.service';
import { cardsBoughtBy, voidCardsBoughtBy } from '../gift-cards/gift-card-voids.service';
import { releaseGiftCards } from '../gift-cards/gift-cards.service';
import { publishOrderEvent } from '../live/order-events.service';
import {
  centsOf,
  decimalOf,
  invoicesFollowMoney,
  keptCents,
  lockOrder,
  type OrderMoneyRow,
} from './order-money';

/*
 * Money given back (docs/decisions/048): never more than was received less what was already
 * given back, whatever the order's price became since. What the order's money bought goes first:
 * its goods and delivery, then the gift cards it bought, whose unspent balance is voided by as
 * much; money for a card already spent cannot come back.
 */

type Target = { businessId: string; uuid: string };

/** How the journal marks the money of a provider refund that failed, beside the refund's id. */
const FAILED = 'failed:';

/** What may still be given back, and the part of it that voids gift cards the order bought. */
async function refundRoom(tx: Tx, order: OrderMoneyRow) {
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
async function postRefund(
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
  if (status === 'refunded') await releaseGiftCards(tx, order);
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

/** Staff give back money of a payment taken in the shop, in full or in part. */
export async function refundOrder(
  db: Db,
  { businessId, uuid, amount, reason, actor }: Target & { amount: number; reason: string; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, { uuid, businessId });
    if (order.paymentMethod === 'online') {
      throw new AppError(
        'CONFLICT',
        'A card payment made online is refunded in the card provider’s dashboard.',
        {
          payment_method: 'online',
        },
      );
    }
    if (order.paymentMethod === 'gift_card') {
      throw new AppError(
        'CONFLICT',
        'An order paid wholly by gift card gives its money back to the card when it is deleted.',
        { payment_method: 'gift_card' },
      );
    }
    if (order.paymentStatus !== 'done' || order.paymentMethod === null || keptCents(order) <= 0) {
      throw new AppError('CONFLICT', `Order #${order.number} has no payment to refund`, {
        payment_status: order.paymentStatus,
      });
    }
    const amountCents = toCents(amount);
    const { room, cards } = await refundRoom(tx, order);
    if (amountCents > room) {
      const left = fromCents(room).toFixed(2);
      const spent =
        cards.spentCents > 0
          ? `: ${fromCents(cards.spentCents).toFixed(2)} of the gift cards it bought was already spent`
          : '';
      const message = `At most ${left} is left to refund on order #${order.number}${spent}`;
      throw new AppError('CONFLICT', message, { amount: message, refundable: fromCents(room) });
    }
    return postRefund(tx, {
      order,
      amountCents,
      method: order.paymentMethod,
      reason,
      actor,
      at: new Date(),
    });
  });
}

/**
 * A refund made at the card provider (its dashboard), as the provider reports it: the charge's
 * whole refunded amount so far. What is new of it is posted on the day the provider made it; the
 * sale stays on its own day. Answers whether anything was posted.
 */
export async function recordProviderRefund(
  tx: Tx,
  {
    order,
    refundedSoFarCents,
    at,
    actor,
    log,
  }: {
    order: OrderMoneyRow;
    refundedSoFarCents: number;
    at: Date;
    actor: AuditActor;
    log: { warn(details: object, message: string): void };
  },
): Promise<boolean> {
  const [posted] = await tx
    .select({ cents: sql<string>`coalesce(-sum(${paymentEntries.amountCents}), 0)` })
    .from(paymentEntries)
    .where(
      and(
        eq(paymentEntries.orderId, order.id),
        eq(paymentEntries.method, 'online'),
        // A refund that failed is no longer in the provider's figure: its money came back.
        or(eq(paymentEntries.kind, 'refund'), like(paymentEntries.providerRefundId, `${FAILED}%`)),
      ),
    );
  const fresh = refundedSoFarCents - Number(posted?.cents ?? 0);
  if (fresh <= 0) return false;
  const { room } = await refundRoom(tx, order);
  // The provider gave back more than the order could: the books take what was received, and say so.
  if (fresh > room) log.warn({ order: order.id, reported: fresh, room }, 'card refund above what is left');
  const amountCents = Math.min(fresh, Math.max(0, keptCents(order)));
  if (amountCents <= 0) return false;
  await postRefund(tx, {
    order,
    amountCents,
    method: 'online',
    reason: 'Refunded at the card provider',
    actor,
    at,
  });
  return true;
}

/**
 * A provider refund that failed or was cancelled after it was posted: the money came back to the
 * shop, so it is posted again as received (once per refund).
 */
export async function recordFailedProviderRefund(
  tx: Tx,
  {
    order,
    refundId,
    amountCents,
    at,
    actor,
  }: {
    order: OrderMoneyRow;
    refundId: string;
    amountCents: number;
    at: Date;
    actor: AuditActor;
  },
): Promise<boolean> {
  if (amountCents <= 0) return false;
  const [entry] = await tx
    .insert(paymentEntries)
    .values({
      businessId: order.businessId,
      orderId: order.id,
      kind: 'payment',
      method: 'online',
      amountCents,
      providerRefundId: `${FAILED}${refundId}`,
      reason: 'A refund failed at the card provider',
      at,
    })
    .onConflictDoNothing()
    .returning({ id: paymentEntries.id });
  if (!entry) return false;
  await tx
    .update(orders)
    .set({
      receivedTotal: sql`${orders.receivedTotal} + ${decimalOf(amountCents)}::numeric`,
      paymentStatus: 'done',
      updatedAt: at,
    })
    .where(eq(orders.id, order.id));
  await recordAudit(tx, {
    businessId: order.businessId,
    actor,
    entityType: 'order',
    entityId: order.id,
    action: 'order.refund_failed',
    changes: { amount: { to: decimalOf(amountCents) } },
  });
  await invoicesFollowMoney(tx, { orderId: order.id, now: at });
  return true;
}

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** An order's refunds, newest first, and how much may still be given back. */
export async function listRefunds(db: Db | Tx, { businessId, uuid }: Target): Promise<OrderRefunds> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, uuid), eq(orders.businessId, businessId), sql`${orders.deletedAt} is null`));
  if (!order) throw notFound('order');
  const rows = await db
    .select({
      id: paymentEntries.id,
      amountCents: paymentEntries.amountCents,
      method: paymentEntries.method,
      reason: paymentEntries.reason,
      byId: users.id,
      name: personName,
      email: users.email,
      at: paymentEntries.at,
    })
    .from(paymentEntries)
    .leftJoin(users, eq(users.id, paymentEntries.byUserId))
    .where(and(eq(paymentEntries.orderId, order.id), eq(paymentEntries.kind, 'refund')))
    .orderBy(desc(paymentEntries.at), desc(paymentEntries.id));
  const paid = order.paymentStatus === 'done' && order.paymentMethod !== 'online';
  const refundable =
    paid && order.paymentMethod !== 'gift_card' ? (await refundRoom(db as Tx, order)).room : 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      amount: fromCents(-r.amountCents),
      method: r.method,
      reason: r.reason,
      by: r.byId ? { id: r.byId, name: r.name || (r.email ?? '') } : null,
      created_at: r.at.toISOString(),
    })),
    count: rows.length,
    refunded_total: fromCents(centsOf(order.refundedTotal)),
    refundable: fromCents(refundable),
  };
}
