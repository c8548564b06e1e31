import { MAX_FLOWER_STOCK, type MovementType } from '@contract/stock';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { flowers, stockMovements } from '../../db/schema';
import { isNumericOverflow } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit, staffActor, systemActor } from '../audit';

export type FlowerRow = typeof flowers.$inferSelect;

/**
 * The one way stock changes: the flower's quantity moves by `delta` and a movement row says so, in
 * the caller's transaction. The update and its "never below zero" condition are one statement, so
 * two florists taking the last stems at once queue on the row and the second is refused.
 */
export async function moveStock(
  tx: Tx,
  change: {
    businessId: string;
    flowerId: string;
    type: MovementType;
    delta: number;
    /** Per stem; defaults to the flower's cost before the change. */
    unitCost?: string;
    orderId?: string | null;
    byUserId: string | null;
  },
): Promise<{ flower: FlowerRow; movementId: string }> {
  // The bounds are checked in bigint, so a sum past the column's range is refused, not an error.
  const after = sql`${flowers.quantity}::bigint + ${change.delta}`;
  const [flower] = await tx
    .update(flowers)
    .set({ quantity: sql`${flowers.quantity} + ${change.delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(flowers.id, change.flowerId),
        eq(flowers.businessId, change.businessId),
        gte(after, 0),
        // Only more stems are bounded: a count from before the limit can still go down.
        change.delta > 0 ? lte(after, MAX_FLOWER_STOCK) : undefined,
      ),
    )
    .returning()
    .catch((error) => {
      if (isNumericOverflow(error)) throw tooMany(MAX_FLOWER_STOCK);
      throw error;
    });
  if (!flower) throw await refusal(tx, change);
  const [row] = await tx
    .insert(stockMovements)
    .values({
      businessId: change.businessId,
      flowerId: change.flowerId,
      type: change.type,
      quantity: change.delta,
      unitCost: change.unitCost ?? flower.unitCost,
      orderId: change.orderId ?? null,
      byUserId: change.byUserId,
      // The moment of this row, not of the transaction: rows of one batch keep their order in the history.
      at: sql`clock_timestamp()`,
    })
    .returning({ id: stockMovements.id });
  if (!row) throw new Error('movement insert returned no row');
  // Every stock change passes here, so here is where it enters the trail: on the order when the
  // stems went into (or came back from) one, on the flower otherwise.
  const quantity = { from: flower.quantity - change.delta, to: flower.quantity };
  await recordAudit(tx, {
    businessId: change.businessId,
    actor: change.byUserId ? staffActor(change.byUserId) : systemActor,
    ...(change.orderId
      ? {
          entityType: 'order',
          entityId: change.orderId,
          action: change.delta < 0 ? 'order.flowers_used' : 'order.flowers_returned',
          changes: { flower: { to: flower.name }, stems: { to: Math.abs(change.delta) }, quantity },
        }
      : {
          entityType: 'flower',
          entityId: change.flowerId,
          action: `stock.${change.type}`,
          changes: { name: { to: flower.name }, quantity },
        }),
  });
  return { flower, movementId: row.id };
}

async function refusal(tx: Tx, change: { businessId: string; flowerId: string; delta: number }) {
  const [flower] = await tx
    .select({ name: flowers.name, quantity: flowers.quantity })
    .from(flowers)
    .where(and(eq(flowers.id, change.flowerId), eq(flowers.businessId, change.businessId)));
  if (!flower) return notFound('flower');
  if (change.delta > 0 && flower.quantity + change.delta > MAX_FLOWER_STOCK)
    return tooMany(MAX_FLOWER_STOCK, flower);
  const stems = flower.quantity === 1 ? 'stem' : 'stems';
  return new AppError(
    'CONFLICT',
    `Only ${flower.quantity} ${stems} of ${flower.name} in stock; you asked for ${-change.delta}.`,
    { quantity: `Only ${flower.quantity} in stock`, current_quantity: flower.quantity },
  );
}

/** More stems of one flower than a shop can hold: refused, whatever the database could store. */
export function tooMany(max: number, flower?: { name: string; quantity: number }) {
  const message = `A flower can have at most ${max} stems in stock`;
  return new AppError(
    'CONFLICT',
    flower ? `${flower.name} has ${flower.quantity} stems; at most ${max} can be in stock.` : `${message}.`,
    { quantity: message, ...(flower && { current_quantity: flower.quantity }) },
  );
}

/** A flower of this shop, locked until the transaction ends when asked; 404 otherwise. */
export async function findFlower(
  tx: Tx,
  { businessId, flowerId, lock = false }: { businessId: string; flowerId: string; lock?: boolean },
): Promise<FlowerRow> {
  const query = tx
    .select()
    .from(flowers)
    .where(and(eq(flowers.id, flowerId), eq(flowers.businessId, businessId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('flower');
  return row;
}
