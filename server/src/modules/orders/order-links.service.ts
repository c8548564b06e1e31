import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

/*
 * What an order points at that other modules remove or merge: the person it is given to, the
 * customer it belongs to. Each is a write to the orders, made here in the caller's transaction so
 * that the orders module stays the one that writes them (docs/architecture.md, Boundaries).
 */

/** A person who is going (an invitee who never joined): the orders given to them are given to nobody. */
export async function unassignOrdersOf(tx: Tx, userId: string): Promise<void> {
  await tx.update(orders).set({ assignedTo: null }).where(eq(orders.assignedTo, userId));
}

/** Two customer records become one: the orders of the one that goes move to the one kept. */
export async function moveCustomerOrders(
  tx: Tx,
  { fromCustomerId, toCustomerId }: { fromCustomerId: string; toCustomerId: string },
): Promise<void> {
  await tx.update(orders).set({ customerId: toCustomerId }).where(eq(orders.customerId, fromCustomerId));
}
