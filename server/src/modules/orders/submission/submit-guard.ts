import { idSchema } from '@contract/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { orders } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { isCustomerEditable } from '../queries/order-mapping.service';
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
  const [order] = await guardStatement(db).execute({ uuid });
  if (!order) throw notFound('order');
  ensureChangeable(order, sender);
}

/**
 * Whether the sender may still change the order (409 when not): staff of its shop until it is
 * done, anyone else while the customer may (a draft, or pending and unpaid). The submission, the
 * gift cards and the discount code of an order follow this one rule.
 */
export function ensureChangeable(
  order: Parameters<typeof isCustomerEditable>[0] & { businessId: string },
  sender: Sender,
) {
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

/** Only what the guard looks at, prepared once: it runs before every submission. */
const guardStatement = (db: Db) =>
  prepared(db, 'submission_guard', (d) =>
    d
      .select({
        businessId: orders.businessId,
        orderStatus: orders.orderStatus,
        paymentStatus: orders.paymentStatus,
        deletedAt: orders.deletedAt,
      })
      .from(orders)
      .where(and(eq(orders.id, sql.placeholder('uuid')), isNull(orders.deletedAt)))
      .prepare('submission_guard'),
  );
