import type { Customer } from '@contract/customers';
import type { OrderListItem } from '@contract/orders';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { listEntityAudit } from '../../audit';
import { findCustomer } from '../../customers';
import { findOrder } from '../order-store.service';
import { listColumns, toListItem } from './order-mapping.service';

/*
 * Orders seen from another module's page: a customer's orders, one order's trail. They live here,
 * beside the order's own reads, so that the customers and audit modules never need the orders module
 * (which needs them): the module graph stays a tree of layers (docs/architecture.md, Boundaries).
 */

/** A customer's orders, newest first; another shop's customer is not found. */
export async function listCustomerOrders(
  db: Db,
  { businessId, customerId }: { businessId: string; customerId: string },
): Promise<{ items: OrderListItem[]; count: number; customer: Customer }> {
  const customer = await findCustomer(db, { businessId, customerId });
  const found = await db
    .select(listColumns)
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), eq(orders.businessId, businessId), isNull(orders.deletedAt)),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(500);
  return { items: found.map(toListItem), count: found.length, customer };
}

/** One order's trail, newest first; another shop's order, or a deleted one, is not found. */
export async function listOrderAudit(
  db: Db,
  query: { businessId: string; uuid: string; cursor?: string; limit: number },
) {
  const order = await findOrder(db, { uuid: query.uuid, businessId: query.businessId });
  return listEntityAudit(db, { ...query, entityType: 'order', entityId: order.id });
}
