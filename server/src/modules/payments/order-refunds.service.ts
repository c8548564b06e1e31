import type { OrderRefunds } from '@contract/counter';
import { toCents } from '@contract/money';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderRefunds, orders, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit-trail.service';
import { adjustCustomerSpent } from '../customers/record-customer.service';
import { releaseGiftCards } from '../gift-cards/gift-cards.service';
import { issueCreditNote } from '../invoices/invoices.service';
import { publishOrderEvent } from '../live/order-events.service';
import { findOrder } from '../orders/order-store.service';
import { cents, orderAmount } from './paid-orders.service';

type Target = { businessId: string; uuid: string };

/** What the customer paid in money: the total less what gift cards paid (ADR 044). */
const paidInMoney = sql<string>`(${orderAmount} - ${orders.giftCardTotal})`;

/**
 * Undoes a payment recorded in the shop by mistake: the order waits for its payment again. A card
 * payment made online is the card provider's to refund; an order with refunds keeps its payment.
 */
export async function undoShopPayment(
  db: Db,
  { businessId, uuid, reason, actor }: Target & { reason: string; actor: AuditActor },
) {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    if (order.paymentStatus !== 'done') {
      throw new AppError('CONFLICT', `Order #${order.number} is not marked paid`, {
        payment_status: order.paymentStatus,
      });
    }
    if (order.paymentMethod === 'online') {
      throw new AppError(
        'CONFLICT',
        'A card payment made online cannot be undone here; refund it in the card provider’s dashboard.',
        { payment_method: 'online' },
      );
    }
    if (cents(order.refundedTotal) > 0) {
      throw new AppError('CONFLICT', 'This payment was partly refunded; refund the rest instead.', {
        refunded_total: order.refundedTotal,
      });
    }
    await tx
      .update(orders)
      .set({ paymentStatus: 'pending', paymentMethod: null, paidAt: null, updatedAt: new Date() })
      .where(eq(orders.id, order.id));
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'order',
      entityId: order.id,
      action: 'order.unpaid',
      changes: {
        payment_status: { from: 'done', to: 'pending' },
        payment_method: { from: order.paymentMethod, to: null },
        reason: { to: reason },
      },
    });
    await publishOrderEvent(tx, {
      kind: 'order.changed',
      order: { ...order, paymentStatus: 'pending' },
      change: 'payment',
    });
  });
}

/**
 * Gives back money of a payment taken in the shop, in full or in part. The order's refunded total
 * rises in one guarded statement, so concurrent refunds never give back more than was paid; the
 * whole amount given back makes the payment `refunded`.
 */
export async function refundOrder(
  db: Db,
  { businessId, uuid, amount, reason, actor }: Target & { amount: number; reason: string; actor: AuditActor },
) {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId });
    if (order.paymentStatus !== 'done' || order.paymentMethod === null) {
      throw new AppError('CONFLICT', `Order #${order.number} has no payment to refund`, {
        payment_status: order.paymentStatus,
      });
    }
    if (order.paymentMethod === 'online') {
      throw new AppError(
        'CONFLICT',
        'A card payment made online is refunded in the card provider’s dashboard.',
        { payment_method: 'online' },
      );
    }
    if (order.paymentMethod === 'gift_card') {
      throw new AppError(
        'CONFLICT',
        'An order paid wholly by gift card gives its money back to the card when it is deleted.',
        { payment_method: 'gift_card' },
      );
    }
    const value = amount.toFixed(2);
    const raised = sql`${orders.refundedTotal} + ${value}::numeric`;
    // Money gives back money paid: what gift cards paid goes back to them when the rest is refunded.
    const orderAmount = paidInMoney;
    const [updated] = await tx
      .update(orders)
      .set({
        refundedTotal: raised,
        paymentStatus: sql`case when ${raised} >= ${orderAmount} then 'refunded' else ${orders.paymentStatus} end`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.paymentStatus, 'done'),
          ne(orders.paymentMethod, 'online'),
          sql`${raised} <= ${orderAmount}`,
        ),
      )
      .returning({
        refundedTotal: orders.refundedTotal,
        paymentStatus: orders.paymentStatus,
        amount: orderAmount,
      });
    if (!updated) {
      const [now] = await tx
        .select({ refunded: orders.refundedTotal, amount: orderAmount })
        .from(orders)
        .where(eq(orders.id, order.id));
      const left = (cents(now?.amount) - cents(now?.refunded)) / 100;
      const message = `At most ${left.toFixed(2)} is left to refund on order #${order.number}`;
      throw new AppError('CONFLICT', message, { amount: message, refundable: left });
    }
    const [refund] = await tx
      .insert(orderRefunds)
      .values({
        businessId,
        orderId: order.id,
        amount: value,
        method: order.paymentMethod,
        reason,
        byUserId: actor.kind === 'staff' ? actor.userId : null,
      })
      .returning({ id: orderRefunds.id });
    if (order.customerId) await adjustCustomerSpent(tx, { customerId: order.customerId, delta: -amount });
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'order',
      entityId: order.id,
      action: 'order.refund',
      changes: {
        amount: { to: value },
        reason: { to: reason },
        refunded_total: { from: order.refundedTotal, to: updated.refundedTotal },
        ...(updated.paymentStatus === order.paymentStatus
          ? {}
          : { payment_status: { from: order.paymentStatus, to: updated.paymentStatus } }),
      },
    });
    if (updated.paymentStatus === 'refunded') await releaseGiftCards(tx, order);
    await publishOrderEvent(tx, {
      kind: 'order.changed',
      order: { ...order, paymentStatus: updated.paymentStatus },
      change: 'payment',
    });
    // Last: its number's lock is held only until the commit (ADR 047).
    await issueCreditNote(tx, { orderId: order.id, amountCents: toCents(amount), reason });
    return { id: refund?.id as string };
  });
}

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** An order's refunds, newest first, and how much may still be given back. */
export async function listRefunds(db: Db, { businessId, uuid }: Target): Promise<OrderRefunds> {
  const order = await findOrder(db, { uuid, businessId });
  const [rows, [money]] = await Promise.all([
    db
      .select({
        id: orderRefunds.id,
        amount: orderRefunds.amount,
        method: orderRefunds.method,
        reason: orderRefunds.reason,
        byId: users.id,
        name: personName,
        email: users.email,
        createdAt: orderRefunds.createdAt,
      })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.byUserId))
      .where(and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.businessId, businessId)))
      .orderBy(desc(orderRefunds.createdAt)),
    db.select({ amount: paidInMoney }).from(orders).where(eq(orders.id, order.id)),
  ]);
  const paid = order.paymentStatus === 'done' && order.paymentMethod !== 'online';
  const refundable = paid ? Math.max(0, cents(money?.amount) - cents(order.refundedTotal)) / 100 : 0;
  return {
    items: rows.map((r) => ({
      id: r.id,
      amount: Number(r.amount),
      method: r.method,
      reason: r.reason,
      by: r.byId ? { id: r.byId, name: r.name || (r.email ?? '') } : null,
      created_at: r.createdAt.toISOString(),
    })),
    count: rows.length,
    refunded_total: cents(order.refundedTotal) / 100,
    refundable,
  };
}
