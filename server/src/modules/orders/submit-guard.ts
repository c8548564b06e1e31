import { idSchema } from '@contract/common';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { isCustomerEditable } from './order-mapping';
import { findOrder } from './order-store';
import type { Sender } from './submit.service';

/** A signed-in member of a shop sends as staff (for their shop's orders); anyone else is the customer. */
export function senderOf(request: FastifyRequest): Sender {
  const auth = request.auth;
  return auth?.businessId && auth.role
    ? { kind: 'staff', userId: auth.userId, businessId: auth.businessId }
    : { kind: 'customer' };
}

/**
 * Refuses a submission before its form is read: an unknown order answers 404, one the sender may no
 * longer change 409 (submitOrder checks again under the order's lock). A stranger cannot make the
 * server take in a form for nothing.
 */
export async function ensureSubmittable(db: Db, { uuid, sender }: { uuid: string; sender: Sender }) {
  // A malformed id is left to the route's validation (400).
  if (!idSchema.safeParse(uuid).success) return;
  const order = await findOrder(db, { uuid });
  const staff = sender.kind === 'staff' && sender.businessId === order.businessId;
  if (staff ? order.orderStatus === 'done' : !isCustomerEditable(order)) {
    throw new AppError(
      'CONFLICT',
      staff
        ? 'A done order can no longer be changed; move it back to ready first.'
        : 'This order can no longer be changed. Please contact the shop.',
    );
  }
}
