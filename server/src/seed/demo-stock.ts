import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { flowers, orders, users } from '../db/schema';
import { recordSale, recordStockMovements } from '../modules/stock';

const deliveries = [
  { name: 'Garden rose, pink', quantity: 60, unit_cost: 1.35, reorder: 20 },
  { name: 'Peony, blush', quantity: 12, unit_cost: 2.8, reorder: 15 },
  { name: 'Eucalyptus cinerea', quantity: 40, unit_cost: 0.45, reorder: 10 },
  { name: 'Lisianthus, lavender', quantity: 30, unit_cost: 0.95, reorder: 10 },
  { name: 'Sunflower', quantity: 25, unit_cost: 0.7, reorder: null },
  { name: 'Waxflower', quantity: 35, unit_cost: 0.4, reorder: null },
];

/** A morning's delivery, some waste, and the flowers of the first submitted order, for the demo shop. */
export async function seedDemoStock(db: Db, { businessId }: { businessId: string }) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.role, 'owner')));
  if (!owner) return;
  const userId = owner.id;
  const bought = await recordStockMovements(db, {
    businessId,
    userId,
    input: {
      type: 'purchase',
      items: deliveries.map(({ name, quantity, unit_cost }) => ({ name, quantity, unit_cost })),
    },
  });
  for (const [index, movement] of bought.entries()) {
    const reorder = deliveries[index]?.reorder ?? null;
    await db.update(flowers).set({ reorderLevel: reorder }).where(eq(flowers.id, movement.flower.id));
  }
  const idOf = (name: string) => bought.find((m) => m.flower.name === name)?.flower.id ?? '';
  await recordStockMovements(db, {
    businessId,
    userId,
    input: { type: 'expiry', items: [{ flower_id: idOf('Sunflower'), quantity: 3 }] },
  });
  const [order] = await db
    .select({ uuid: orders.id })
    .from(orders)
    .where(and(eq(orders.businessId, businessId), ne(orders.orderStatus, 'draft')))
    .orderBy(asc(orders.number))
    .limit(1);
  if (!order) return;
  for (const [name, quantity] of [
    ['Garden rose, pink', 7],
    ['Eucalyptus cinerea', 5],
    ['Waxflower', 4],
  ] as const) {
    await recordSale(db, {
      businessId,
      userId,
      flowerId: idOf(name),
      input: { quantity, order_uuid: order.uuid },
    });
  }
}
