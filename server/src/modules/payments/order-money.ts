import { centsOf, fromCents, moneyColumn } from '@contract/money';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { settleInvoices } from '../invoices';

/*
 * What an order owes and has paid, in one place (docs/decisions/048). Every path that takes or
 * gives back money reads these figures; the SQL twins are for sums over many orders.
 */

export type MoneyFigures = {
  total: string;
  giftCardTotal: string;
  receivedTotal: string;
  refundedTotal: string;
};

export type OrderMoneyRow = typeof orders.$inferSelect;

export { centsOf };

/** Whole cents → the decimal text a numeric column takes. */
export const decimalOf = (cents: number) => moneyColumn(fromCents(cents));

/**
 * The balance of an order in cents: what it costs less what gift cards paid and money received.
 * Positive: still due (not paid, or its price was raised after it was paid). Negative: more was
 * received than it now costs (its price was lowered): owed back until refunded.
 */
export function balanceCents(order: MoneyFigures): number {
  return centsOf(order.total) - centsOf(order.giftCardTotal) - centsOf(order.receivedTotal);
}

/** What is still to pay, never below 0. */
export const amountDueCents = (order: MoneyFigures) => Math.max(0, balanceCents(order));

/** What was received beyond the price and not yet refunded. */
export const owedBackCents = (order: MoneyFigures) =>
  Math.max(0, -balanceCents(order) - centsOf(order.refundedTotal));

/** Money received and not given back. */
export const keptCents = (order: MoneyFigures) => centsOf(order.receivedTotal) - centsOf(order.refundedTotal);

/**
 * What an order's invoices less its credit notes state (docs/decisions/049): the sale the shop keeps
 * money or spent gift cards for, never more than the order's price. Nothing before it is paid, and
 * nothing once it is deleted or its payment undone.
 */
export function invoicedCents(
  order: MoneyFigures & Pick<OrderMoneyRow, 'paymentStatus' | 'deletedAt'>,
): number {
  const paid = order.paymentStatus === 'done' || order.paymentStatus === 'refunded';
  if (!paid || order.deletedAt) return 0;
  return Math.max(0, Math.min(centsOf(order.total), keptCents(order) + centsOf(order.giftCardTotal)));
}

/**
 * The order's invoices follow a change of its money or price, in the change's transaction and
 * after it: read again, so that every path gets the same figure. `reason` is the refund's or the
 * undo's, printed on the credit note.
 */
export async function invoicesFollowMoney(
  tx: Tx,
  { orderId, reason = null, now = new Date() }: { orderId: string; reason?: string | null; now?: Date },
) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await settleInvoices(tx, { orderId, targetCents: invoicedCents(order), reason, now });
}

/** amountDueCents in SQL, as decimal money, for queries over many orders. */
export const amountDueSql: SQL<string> = sql<string>`greatest(0, ${orders.total} - ${orders.giftCardTotal} - ${orders.receivedTotal})`;

/** The order and its row lock, for a change of its money; another shop's order is not found. */
export async function lockOrder(
  tx: Tx,
  { uuid, businessId }: { uuid: string; businessId?: string | SQL },
): Promise<OrderMoneyRow> {
  const shop = businessId === undefined ? undefined : eq(orders.businessId, businessId as string);
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, uuid), isNull(orders.deletedAt), shop))
    .for('update');
  if (!row) throw notFound('order');
  return row;
}

/** The money the API answers beside an order: due, received, refunded, kept and owed back. */
export function moneyAnswer(order: MoneyFigures) {
  return {
    amount_due: fromCents(amountDueCents(order)),
    received_total: fromCents(centsOf(order.receivedTotal)),
    refunded_total: fromCents(centsOf(order.refundedTotal)),
    owed_back: fromCents(owedBackCents(order)),
  };
}
