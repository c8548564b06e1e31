import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { customerColumns } from './customer-row';

/** What an erased customer is called from then on, in every list and on their kept orders. */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/** The customer and their row lock, for a data request that must not race an edit or a merge. */
export async function lockCustomerForRequest(
  tx: Tx,
  { businessId, customerId }: { businessId: string; customerId: string },
) {
  const [row] = await tx
    .select({ ...customerColumns, identity: customers.identity })
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)))
    .for('update');
  if (!row) throw notFound('customer');
  return row;
}

/**
 * The record stays (their kept orders point at it, and the figures stay right), without a name,
 * e-mail, phone or note. Its identity no longer matches any address, so a later order by the same
 * person starts a new customer instead of finding this one.
 */
export async function eraseCustomerRecord(tx: Tx, { customerId }: { customerId: string }) {
  await tx
    .update(customers)
    .set({
      name: ERASED_CUSTOMER_NAME,
      email: null,
      phone: null,
      note: null,
      identity: `erased:${customerId}`,
    })
    .where(eq(customers.id, customerId));
}
