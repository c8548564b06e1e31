import type { Tx } from '../../db/client';
import type { orders } from '../../db/schema';
import type { AuditActor } from '../audit';

/*
 * What another module does in the paying transaction when an order is paid or its payment undone.
 * The orders module moves an order of gift cards alone to done (docs/decisions/053); it calls the
 * payments module, so payments cannot call it back by name without a circle of imports. It is
 * told instead, once, when the app is built (module-routes.ts): payments stays below orders.
 */

export type PaymentChange = {
  order: typeof orders.$inferSelect;
  /** Paid (true), or its payment undone (false). */
  paid: boolean;
  actor: AuditActor;
  now: Date;
};

export type PaymentFollower = (tx: Tx, change: PaymentChange) => Promise<void>;

const followers = new Set<PaymentFollower>();

/** Registers what to do after each payment and undo; the same follower twice counts once. */
export function followPayments(follower: PaymentFollower): void {
  followers.add(follower);
}

/** Runs every follower, one after the other, in the paying transaction. */
export async function tellPaymentFollowers(tx: Tx, change: PaymentChange): Promise<void> {
  for (const follower of followers) await follower(tx, change);
}
