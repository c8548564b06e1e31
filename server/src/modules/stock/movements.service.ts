import {
  MAX_FLOWER_STOCK,
  type Movement,
  type MovementType,
  type StockMovementsInput,
} from '@contract/stock';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { flowers, orders, stockMovements, users } from '../../db/schema';
import { isNumericOverflow } from '../../lib/db-errors';
import { fieldError } from '../../lib/errors';
import { findFlower, moveStock, tooMany } from './stock-ledger';
import { cost4 } from './stock-mapping';

/**
 * Purchases or expiries, one or many rows, all or nothing. A purchase of a new name creates the
 * flower; its cost per stem becomes the weighted average of what was there and what came in
 * (docs/decisions/010). An expiry is valued at the flower's cost.
 */
export async function recordStockMovements(
  db: Db,
  { businessId, userId, input }: { businessId: string; userId: string; input: StockMovementsInput },
): Promise<Movement[]> {
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const [index, item] of input.items.entries()) {
      const flowerId = item.flower_id
        ? (
            await findFlower(tx, { businessId, flowerId: item.flower_id }).catch(() => {
              throw fieldError(`items.${index}.flower_id`, 'Choose a flower of your stock');
            })
          ).id
        : await flowerByName(tx, businessId, item.name as string, item.unit_cost ?? 0);
      if (input.type === 'purchase') {
        const paid = cost4(item.unit_cost ?? 0);
        await averageCost(tx, flowerId, item.quantity, paid);
        created.push(
          (
            await moveStock(tx, {
              businessId,
              flowerId,
              type: 'purchase',
              delta: item.quantity,
              unitCost: paid,
              byUserId: userId,
            })
          ).movementId,
        );
      } else {
        created.push(
          (
            await moveStock(tx, {
              businessId,
              flowerId,
              type: 'expiry',
              delta: -item.quantity,
              byUserId: userId,
            })
          ).movementId,
        );
      }
    }
    return created;
  });
  const made = await movementsByIds(db, { businessId, ids });
  // In the order they were sent.
  return made.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** The flower of that name (any case), or a new one at the price paid. */
async function flowerByName(tx: Tx, businessId: string, name: string, unitCost: number): Promise<string> {
  const [found] = await tx
    .select({ id: flowers.id })
    .from(flowers)
    .where(and(eq(flowers.businessId, businessId), eq(sql`lower(${flowers.name})`, name.toLowerCase())));
  if (found) return found.id;
  const [row] = await tx
    .insert(flowers)
    .values({ businessId, name, unitCost: cost4(unitCost) })
    .returning({ id: flowers.id });
  if (!row) throw new Error('flower insert returned no row');
  return row.id;
}

/**
 * Before the stems come in: cost = (stems × cost + new stems × price paid) / all stems, summed in
 * bigint so that no count overflows here; moveStock then refuses a count past the limit.
 */
async function averageCost(tx: Tx, flowerId: string, incoming: number, paid: string) {
  const all = sql`(${flowers.quantity}::bigint + ${incoming})`;
  await tx
    .update(flowers)
    .set({
      unitCost: sql`case when ${all} > 0
        then round((${flowers.quantity} * ${flowers.unitCost} + ${incoming} * ${paid}::numeric) / ${all}, 4)
        else ${paid}::numeric end`,
    })
    .where(eq(flowers.id, flowerId))
    .catch((error) => {
      if (isNumericOverflow(error)) throw tooMany(MAX_FLOWER_STOCK);
      throw error;
    });
}

const personName = sql<string>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** Movements with their flower's name, their order's number and who made them, newest first. */
const movementRows = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select({
      movement: stockMovements,
      flowerName: flowers.name,
      orderNumber: orders.number,
      byName: personName,
      byEmail: users.email,
    })
    .from(stockMovements)
    .innerJoin(flowers, eq(flowers.id, stockMovements.flowerId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.byUserId))
    .where(where)
    .orderBy(desc(stockMovements.at), desc(stockMovements.id));

/** The shop's movements, newest first, by type or flower (the stock page's history). */
export async function listMovements(
  db: Db,
  {
    businessId,
    type,
    flowerId,
    limit,
    offset,
  }: { businessId: string; type?: MovementType; flowerId?: string; limit: number; offset: number },
): Promise<{ items: Movement[]; count: number }> {
  // Built and planned once per connection and filter; the page and its count read side by side.
  const shape = `${type ? '_type' : ''}${flowerId ? '_flower' : ''}`;
  const where = () =>
    and(
      eq(stockMovements.businessId, sql.placeholder('businessId')),
      type ? eq(stockMovements.type, sql.placeholder('type')) : undefined,
      flowerId ? eq(stockMovements.flowerId, sql.placeholder('flowerId')) : undefined,
    );
  const params = { businessId, type, flowerId, limit, offset };
  const [rows, [total]] = await Promise.all([
    prepared(db, `stock_movements${shape}`, (d) =>
      movementRows(d, where())
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`stock_movements${shape}`),
    ).execute(params),
    prepared(db, `stock_movements_count${shape}`, (d) =>
      d.select({ n: count() }).from(stockMovements).where(where()).prepare(`stock_movements_count${shape}`),
    ).execute(params),
  ]);
  return { items: rows.map(toMovement), count: total?.n ?? 0 };
}

/** Movements of the shop given by id (a write's own), as the history shows them. */
export async function movementsByIds(
  db: Db,
  { businessId, ids }: { businessId: string; ids: string[] },
): Promise<Movement[]> {
  const rows = await movementRows(
    db,
    and(eq(stockMovements.businessId, businessId), inArray(stockMovements.id, ids)),
  );
  return rows.map(toMovement);
}

type MovementRow = Awaited<ReturnType<typeof movementRows>>[number];

function toMovement({ movement: m, flowerName, orderNumber, byName, byEmail }: MovementRow): Movement {
  return {
    id: m.id,
    type: m.type,
    flower: { id: m.flowerId, name: flowerName },
    quantity: m.quantity,
    unit_cost: Number(m.unitCost),
    order: m.orderId && orderNumber !== null ? { uuid: m.orderId, number: orderNumber } : null,
    by: m.byUserId ? { id: m.byUserId, name: byName ?? byEmail ?? '' } : null,
    at: m.at.toISOString(),
  };
}
