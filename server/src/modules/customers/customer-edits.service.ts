import type { Customer, CustomerUpdate, PastRecipient } from '@contract/customers';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { findShopCountry } from '../business';
import { customerColumns, toCustomer } from './customer-row';
import { recountCustomer } from './customer-totals.service';
import { customerIdentity } from './record-customer.service';

type Target = { businessId: string; customerId: string };

async function lockCustomer(tx: Tx, { businessId, customerId }: Target) {
  const [row] = await tx
    .select({ ...customerColumns, identity: customers.identity })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .for('update');
  if (!row) throw notFound('customer');
  return row;
}

/**
 * Staff correct a customer: their edit is what the record says. A new e-mail or phone moves the
 * record to that identity, so the customer's next order finds it; when another record already
 * has it, the two are one person and staff merge them instead (409).
 */
export async function updateCustomer(
  db: Db,
  { businessId, customerId, changes }: Target & { changes: CustomerUpdate },
): Promise<Customer> {
  return db.transaction(async (tx) => {
    const row = await lockCustomer(tx, { businessId, customerId });
    const next = {
      name: changes.name ?? row.name,
      email: changes.email === undefined ? row.email : changes.email,
      phone: changes.phone === undefined ? row.phone : changes.phone,
      note: changes.note === undefined ? row.note : changes.note,
    };
    if (!next.email && !next.phone) {
      throw new AppError('VALIDATION_ERROR', 'Keep an e-mail address or a phone number', {
        email: 'Enter an e-mail address or a phone number',
      });
    }
    const identity = customerIdentity(next.email, next.phone, await findShopCountry(tx, businessId));
    const [taken] = await tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.businessId, businessId), eq(customers.identity, identity)));
    if (taken && taken.id !== customerId) {
      throw new AppError(
        'CONFLICT',
        `${taken.name} already has this e-mail or phone; merge the two instead`,
        {
          customer_id: taken.id,
        },
      );
    }
    const [updated] = await tx
      .update(customers)
      .set({ ...next, identity })
      .where(eq(customers.id, customerId))
      .returning(customerColumns);
    if (!updated) throw notFound('customer');
    return toCustomer(updated);
  });
}

/**
 * Two records that are one person become one: the other's orders move to this customer, their
 * notes are kept together, the figures are counted again from the orders, and the other record
 * is gone. This record keeps its own name and contact details.
 */
export async function mergeCustomers(
  db: Db,
  { businessId, customerId, otherId }: Target & { otherId: string },
): Promise<Customer> {
  if (otherId === customerId) {
    throw new AppError('VALIDATION_ERROR', 'Choose another customer to merge', {
      other_id: 'Choose another customer',
    });
  }
  return db.transaction(async (tx) => {
    // Locked in one order, whichever side staff start from, so two merges cannot deadlock.
    const [first, second] = [customerId, otherId].sort();
    const locked = new Map<string, Awaited<ReturnType<typeof lockCustomer>>>();
    for (const id of [first, second] as string[])
      locked.set(id, await lockCustomer(tx, { businessId, customerId: id }));
    const kept = locked.get(customerId);
    const other = locked.get(otherId);
    if (!kept || !other) throw notFound('customer');
    // The one write to another module's table left here: the orders module needs this one (it
    // records each order's customer), so it cannot be called back (module-writes.test.ts).
    await tx.update(orders).set({ customerId }).where(eq(orders.customerId, otherId));
    const note = [kept.note, other.note].filter(Boolean).join('\n') || null;
    await tx
      .update(customers)
      .set({
        note,
        firstOrderDate: sql`least(${customers.firstOrderDate}, ${other.firstOrderDate.toISOString()}::timestamptz)`,
        lastOrderDate: sql`greatest(${customers.lastOrderDate}, ${other.lastOrderDate.toISOString()}::timestamptz)`,
      })
      .where(eq(customers.id, customerId));
    await tx.delete(customers).where(eq(customers.id, otherId));
    await recountCustomer(tx, customerId);
    const [merged] = await tx.select(customerColumns).from(customers).where(eq(customers.id, customerId));
    if (!merged) throw notFound('customer');
    return toCustomer(merged);
  });
}

/** How many earlier recipients are offered: a customer's regulars, not their whole history. */
const RECIPIENTS_OFFERED = 8;

/**
 * The people and addresses a customer sent flowers to before, most recent first, each once: what
 * a phone order for a returning customer offers to fill in.
 */
export async function pastRecipients(db: Db, target: Target): Promise<PastRecipient[]> {
  const [found] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.businessId, target.businessId), eq(customers.id, target.customerId)));
  if (!found) throw notFound('customer');
  const rows = await db
    .select({
      recipient_name: orders.recipientName,
      recipient_phone: orders.recipientPhone,
      delivery_address: orders.deliveryAddress,
      delivery_unit: orders.deliveryUnit,
      delivery_city: orders.deliveryCity,
      delivery_zipcode: orders.deliveryZipcode,
      last_sent: sql<string>`to_char(max(${orders.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, target.customerId),
        eq(orders.businessId, target.businessId),
        isNull(orders.deletedAt),
        sql`coalesce(${orders.recipientName}, ${orders.deliveryAddress}) is not null`,
      ),
    )
    .groupBy(
      orders.recipientName,
      orders.recipientPhone,
      orders.deliveryAddress,
      orders.deliveryUnit,
      orders.deliveryCity,
      orders.deliveryZipcode,
    )
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(RECIPIENTS_OFFERED);
  return rows;
}
