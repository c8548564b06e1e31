import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, paymentEntries } from '../../db/schema';
import { type AuditActor, recordAudit } from '../audit';
import { decimalOf, invoicesFollowMoney, keptCents, type OrderMoneyRow } from './order-money';
import { postRefund, refundRoom } from './refund-posting';

/*
 * Refunds the card provider reports through its webhook: one made in its dashboard, and one that
 * failed after it was posted, whose money comes back to the shop.
 */

/** How the journal marks the money of a provider refund that failed, beside the refund's id. */
const FAILED = 'failed:';

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
