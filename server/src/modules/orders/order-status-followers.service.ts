import type { OrderStatus } from '@contract/orders';
import type { Tx } from '../../db/client';
import type { OrderRow } from './queries/order-mapping.service';

/*
 * What another module does in the transaction of an order's status change, whichever path took it
 * (a staff member's status change, the delivery run, the counter, a gift-card order's payment).
 * The texts module sends "delivered" when a delivery is done (docs/decisions/066); it reads orders,
 * so orders cannot call it by name without a circle of imports. It is told instead, when the app
 * is built (module-routes.ts), as payments tells its followers (`followPayments`).
 */

export type OrderStatusChange = {
  /** The order as it now stands, its new status written. */
  order: OrderRow;
  from: OrderStatus | null;
  to: OrderStatus;
};

export type OrderStatusFollower = (tx: Tx, change: OrderStatusChange) => Promise<void>;

const followers = new Set<OrderStatusFollower>();

/**
 * Registers what to do after each status change; the same follower twice counts once. Answers how
 * to stop following, for an app that closes (a test's) while the process goes on.
 */
export function followOrderStatus(follower: OrderStatusFollower): () => void {
  followers.add(follower);
  return () => {
    followers.delete(follower);
  };
}

/** Runs every follower, one after the other, in the transaction of the change. */
export async function tellOrderStatusFollowers(tx: Tx, change: OrderStatusChange): Promise<void> {
  for (const follower of followers) await follower(tx, change);
}
