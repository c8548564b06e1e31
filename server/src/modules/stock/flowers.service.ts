import { decimalToCents, fromCents, toCents } from '@contract/money';
import type { CurrentStock, Flower, FlowerInput, FlowerUpdateInput } from '@contract/stock';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { flowers, stockMovements } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { diffFields, hasChanges, recordAudit, staffActor } from '../audit';
import { findFlower, moveStock } from './stock-ledger';
import { cost4, flowerValue, isLow, toFlower } from './stock-mapping';

const WASTE_DAYS = 30;

/** Every flower of the shop by name, with totals: stems, value, low stock and last month's waste. */
export async function getCurrentStock(db: Db, { businessId }: { businessId: string }): Promise<CurrentStock> {
  const rows = await db
    .select()
    .from(flowers)
    .where(eq(flowers.businessId, businessId))
    .orderBy(asc(sql`lower(${flowers.name})`), asc(flowers.id));
  const [waste] = await db
    .select({
      value: sql<string>`coalesce(sum(-${stockMovements.quantity} * ${stockMovements.unitCost}), 0)`,
    })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.businessId, businessId),
        eq(stockMovements.type, 'expiry'),
        gte(stockMovements.at, sql`now() - make_interval(days => ${WASTE_DAYS})`),
      ),
    );
  return {
    items: rows.map(toFlower),
    totals: {
      items: rows.filter((r) => r.quantity > 0).length,
      quantity: rows.reduce((sum, r) => sum + r.quantity, 0),
      value: fromCents(rows.reduce((sum, r) => sum + toCents(flowerValue(r)), 0)),
      low_stock: rows.filter(isLow).length,
      waste_value_30d: fromCents(decimalToCents(String(waste?.value ?? '0'))),
    },
  };
}

const nameTaken = (name: string) =>
  new AppError('CONFLICT', `There is already a flower called ${name}`, {
    name: 'This flower already exists',
  });

/** A flower added by hand; the stems on hand count in as a first count. */
export async function createFlower(
  db: Db,
  { businessId, userId, input }: { businessId: string; userId: string; input: FlowerInput },
): Promise<Flower> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(flowers)
        .values({
          businessId,
          name: input.name,
          unitCost: cost4(input.unit_cost),
          reorderLevel: input.reorder_level,
        })
        .returning();
      if (!row) throw new Error('flower insert returned no row');
      if (input.quantity === 0) return toFlower(row);
      const { flower } = await moveStock(tx, {
        businessId,
        flowerId: row.id,
        type: 'count',
        delta: input.quantity,
        byUserId: userId,
      });
      return toFlower(flower);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
}

/**
 * Compare-and-set (docs/product.md, Stock): the count applies only if the quantity is still what the person saw;
 * otherwise 409 with the current quantity, and nothing changes. A changed count is a `count` movement.
 */
export async function updateFlowerCount(
  db: Db,
  {
    businessId,
    userId,
    flowerId,
    input,
  }: { businessId: string; userId: string; flowerId: string; input: FlowerUpdateInput },
): Promise<Flower> {
  return db.transaction(async (tx) => {
    const current = await findFlower(tx, { businessId, flowerId, lock: true });
    if (current.quantity !== input.old_quantity) {
      throw new AppError(
        'CONFLICT',
        `${current.name} changed meanwhile: there are now ${current.quantity}. Count again.`,
        { old_quantity: 'Changed meanwhile', current_quantity: current.quantity },
      );
    }
    const [updated] = await tx
      .update(flowers)
      .set({
        unitCost: cost4(input.unit_cost),
        ...(input.reorder_level === undefined ? {} : { reorderLevel: input.reorder_level }),
        updatedAt: new Date(),
      })
      .where(eq(flowers.id, flowerId))
      .returning();
    const changes = updated
      ? diffFields(
          { unit_cost: Number(current.unitCost), reorder_level: current.reorderLevel },
          { unit_cost: Number(updated.unitCost), reorder_level: updated.reorderLevel },
        )
      : {};
    if (hasChanges(changes)) {
      await recordAudit(tx, {
        businessId,
        actor: staffActor(userId),
        entityType: 'flower',
        entityId: flowerId,
        action: 'flower.updated',
        changes,
      });
    }
    const delta = input.new_quantity - input.old_quantity;
    if (delta !== 0) {
      await moveStock(tx, { businessId, flowerId, type: 'count', delta, byUserId: userId });
    }
    return toFlower(await findFlower(tx, { businessId, flowerId }));
  });
}
