import type { OrderRefunds } from '@contract/counter';
import { fromCents, toCents } from '@contract/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentEntries, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { centsOf, keptCents, lockOrder } from './order-money';
import { postRefund, refundRoom } from './refund-posting';

/*
 * Money given back (docs/decisions/048): never more than was received less what was already
 * given back, whatever the order's price became since. What the order's money bought goes first:
 * its goods and delivery, then the gift cards it bought, whose unspent balance is voided by as
 * much; money for a card already spent cannot come back. Here: staff's refunds and the list of an
 * order's refunds; the card provider's refunds are in card-provider-refunds.service.ts.
 */

type Target = { businessId: string; uuid: string };

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
