import { decimalToCents, fromCents, toCents } from '@contract/money';
import type { Movement, OrderCost, SaleInput } from '@contract/stock';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { flowers, stockMovements } from '../../db/schema';
import { fieldError, notFound } from '../../lib/errors';
import { findShop } from '../business';
import { findOrder } from '../orders';
import { movementsByIds } from './movements.service';
import { findFlower, moveStock } from './stock-ledger';

/** Stems used in an order: a sale at the flower's cost, never more than are in stock. */
export async function recordSale(
  db: Db,
  {
    businessId,
    userId,
    flowerId,
    input,
  }: { businessId: string; userId: string; flowerId: string; input: SaleInput },
): Promise<Movement> {
  const movementId = await db.transaction(async (tx) => {
    await findFlower(tx, { businessId, flowerId });
    const order = await findOrder(tx, { uuid: input.order_uuid, businessId }).catch(() => {
      throw fieldError('order_uuid', 'Choose an order of your shop');
    });
    const { movementId } = await moveStock(tx, {
      businessId,
      flowerId,
      type: 'sale',
      delta: -input.quantity,
      orderId: order.id,
      byUserId: userId,
    });
    return movementId;
  });
  const [movement] = await movementsByIds(db, { businessId, ids: [movementId] });
  if (!movement) throw new Error('sale movement not found after insert');
  return movement;
}

/** Per flower, the stems an order used net of those taken back, and what they cost. */
async function usedBy(tx: Tx, orderId: string) {
  return tx
    .select({
      flowerId: stockMovements.flowerId,
      name: flowers.name,
      quantity: sql<number>`(-sum(${stockMovements.quantity}))::int`,
      cost: sql<string>`-sum(${stockMovements.quantity} * ${stockMovements.unitCost})`,
    })
    .from(stockMovements)
    .innerJoin(flowers, eq(flowers.id, stockMovements.flowerId))
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.type, 'sale')))
    .groupBy(stockMovements.flowerId, flowers.name)
    .orderBy(asc(flowers.name));
}

/** What an order cost in flowers, its price, and the margin. */
export async function getOrderCost(
  tx: Tx,
  { businessId, uuid }: { businessId: string; uuid: string },
): Promise<OrderCost> {
  const order = await findOrder(tx, { uuid, businessId });
  const shop = await findShop(tx, businessId);
  const lines = (await usedBy(tx, order.id))
    .filter((line) => Number(line.quantity) > 0)
    .map((line) => ({
      flower_id: line.flowerId,
      name: line.name,
      quantity: Number(line.quantity),
      cost: fromCents(decimalToCents(line.cost)),
    }));
  const costCents = lines.reduce((sum, line) => sum + toCents(line.cost), 0);
  // The margin is on what the goods brought in without tax, after the discount (docs/decisions/046):
  // delivery pays for the delivery, a gift card sold is money owed, and the tax is the state's.
  const priceCents = toCents(Number(order.goodsNet));
  return {
    lines,
    cost: fromCents(costCents),
    price: fromCents(priceCents),
    margin: fromCents(priceCents - costCents),
    currency: shop.currency,
    net: toCents(Number(order.taxTotal)) > 0,
  };
}

/**
 * Takes a flower off an order: its stems go back to stock as a sale that adds them, valued at what
 * they were taken at, so the order's cost for it comes to nothing and the history keeps both.
 */
export async function returnFlowers(
  db: Db,
  {
    businessId,
    userId,
    uuid,
    flowerId,
  }: { businessId: string; userId: string; uuid: string; flowerId: string },
): Promise<OrderCost> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, { uuid, businessId, lock: true });
    const line = (await usedBy(tx, order.id)).find((l) => l.flowerId === flowerId);
    const stems = Number(line?.quantity ?? 0);
    if (!line || stems <= 0) throw notFound('flower on this order');
    await moveStock(tx, {
      businessId,
      flowerId,
      type: 'sale',
      delta: stems,
      unitCost: (Number(line.cost) / stems).toFixed(4),
      orderId: order.id,
      byUserId: userId,
    });
    return getOrderCost(tx, { businessId, uuid });
  });
}
