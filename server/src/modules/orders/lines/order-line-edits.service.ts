import { fromCents, toCents } from '@contract/money';
import type { OrderLinesParsed } from '@contract/order-line-edits';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import type { ItemRow } from '../../../db/order-lines';
import { orderItems, orders } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { type AuditActor, recordAudit } from '../../audit';
import { cardsBoughtBy } from '../../gift-cards';
import { publishOrderEvent } from '../../live';
import { invoicesFollowMoney } from '../../payments';
import { shiftLineStock } from '../../products';
import { findOrder } from '../order-store.service';
import { repriceColumns } from '../pricing/order-pricing.service';
import type { OrderRow } from '../queries/order-mapping.service';
import { type EditedLine, editedLines } from './line-edit-items';
import { stockShifts } from './line-stock';
import { linesPrice } from './order-items.service';

/*
 * Staff change the lines of an order after it was placed (docs/decisions/054), in one transaction
 * on the order's row lock: the lines are replaced, the stock they need taken or given back, the
 * order priced again by the one rule at the tax it was placed with, and its invoices follow.
 * Money is not moved here: a paid order shows the difference as due or owed back, which staff take
 * or refund by the one money path (docs/decisions/048).
 */

type Target = { businessId: string; uuid: string };

export async function changeOrderLines(
  db: Db,
  { businessId, uuid, input, actor }: Target & { input: OrderLinesParsed; actor: AuditActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    refuseClosed(order);
    // Read under the order's lock: a change sent at the same moment waits, then sees these lines.
    const before = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
    const cardsFixed =
      order.paymentStatus === 'done' || (await cardsBoughtBy(tx, { orderId: order.id })).issuedCents > 0;
    const after = await editedLines(tx, { businessId, before, input, cardsFixed });
    // A draft's stock is taken when it is placed; a placed order's moves with its lines.
    if (order.orderStatus !== 'draft') await shiftLineStock(tx, businessId, stockShifts(before, after));
    await writeLines(tx, order, after);
    const updated = await repriceOrder(tx, order, after);
    await recordAudit(tx, {
      businessId,
      actor,
      entityType: 'order',
      entityId: order.id,
      action: 'order.lines',
      changes: {
        price: { from: order.price, to: updated.price },
        lines: { from: describeLines(before), to: describeLines(after) },
      },
    });
    await publishOrderEvent(tx, { kind: 'order.changed', order: updated, change: 'lines' });
    // A lower price on a paid order is credited at once; a higher one once it is paid (ADR 049).
    await invoicesFollowMoney(tx, { orderId: order.id });
  });
}

function refuseClosed(order: OrderRow) {
  if (order.orderStatus === 'done') {
    throw new AppError('CONFLICT', 'A done order can no longer be changed; move it back to ready first.', {
      order_status: 'done',
    });
  }
  if (order.paymentStatus === 'refunded') {
    throw new AppError('CONFLICT', `Order #${order.number} was refunded; its lines can no longer change.`, {
      payment_status: 'refunded',
    });
  }
}

/** Removed lines go, kept ones take their new quantity, new ones are added after them. */
async function writeLines(tx: Tx, order: OrderRow, after: EditedLine[]) {
  const keptIds = after.flatMap((line) => (line.id ? [line.id] : []));
  await tx
    .delete(orderItems)
    .where(
      and(
        eq(orderItems.orderId, order.id),
        keptIds.length > 0 ? notInArray(orderItems.id, keptIds) : undefined,
      ),
    );
  for (const line of after.filter((l) => l.id)) {
    await tx
      .update(orderItems)
      .set({ quantity: line.quantity, total: line.total })
      .where(and(eq(orderItems.id, line.id as string), eq(orderItems.orderId, order.id)));
  }
  const added = after.filter((line) => !line.id);
  if (added.length > 0) {
    await tx
      .insert(orderItems)
      .values(added.map((line) => ({ ...line, businessId: order.businessId, orderId: order.id })));
  }
}

/**
 * The order's price is the sum of its lines and its first line names it; the rest follows from the
 * one rule at the tax it was placed with (repriceColumns: placedRule), its discount code's rule
 * applied to the new goods. Gift cards already applied must not pay more than it now costs.
 */
async function repriceOrder(tx: Tx, order: OrderRow, after: EditedLine[]): Promise<OrderRow> {
  const price = linesPrice(after);
  const [first] = [...after].sort((a, b) => a.position - b.position);
  const columns = await repriceColumns(tx, order, { price, deliveryPrice: order.deliveryPrice });
  const cardsPaid = toCents(Number(order.giftCardTotal));
  if (toCents(Number(columns.total)) < cardsPaid) {
    throw new AppError(
      'CONFLICT',
      `Gift cards paid ${fromCents(cardsPaid).toFixed(2)} of this order, more than it would cost; take a card off it first.`,
      { gift_card_total: fromCents(cardsPaid) },
    );
  }
  const [updated] = await tx
    .update(orders)
    .set({
      price,
      productId: first?.productId ?? null,
      productName: first?.productName ?? null,
      ...columns,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error('order update returned no row');
  return updated;
}

/** "1 × Rose bouquet (Deluxe), 2 × Tulip bunch": what the trail shows of the lines, as one text. */
const describeLines = (lines: Partial<Pick<ItemRow, 'quantity' | 'productName' | 'variantName'>>[]) =>
  lines
    .map(
      (line) =>
        `${line.quantity ?? 1} × ${line.productName ?? 'Item'}${line.variantName ? ` (${line.variantName})` : ''}`,
    )
    .join(', ');
