import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';

/** What makes two orders one customer's: the e-mail, normalised; without one, the phone's digits. */
export const customerIdentity = (email: string | null, phone: string | null) =>
  email ? `email:${email.trim().toLowerCase()}` : `phone:${(phone ?? '').replace(/[^0-9+]/g, '')}`;

type Sender = { name: string; email: string | null; phone: string | null };

/**
 * Counts a newly submitted order for its sender: creates the customer on their first order,
 * otherwise adds to their totals. Answers the customer's id, to keep on the order.
 *
 * Anyone may type anyone's e-mail into an order form, so a later order never rewrites who the
 * customer is: the name and phone stay as first recorded (a blank one stays blank), and only the
 * counts, spend and dates follow the new order. The order itself keeps the details it was sent
 * with. (Staff cannot edit customers; when they can, their edit is what the record says.)
 */
export async function recordCustomerOrder(tx: Tx, order: CustomerOrder): Promise<string> {
  const [row] = await customerOrderWrite(tx, order);
  if (!row) throw new Error('customer upsert returned no row');
  return row.id;
}

type CustomerOrder = { businessId: string; sender: Sender; total: number; at: Date };

/** recordCustomerOrder's upsert, built but not sent (db/alongside.ts); it returns the customer's id. */
export function customerOrderWrite(tx: Tx, { businessId, sender, total, at }: CustomerOrder) {
  const amount = total.toFixed(2);
  return tx
    .insert(customers)
    .values({
      businessId,
      identity: customerIdentity(sender.email, sender.phone),
      name: sender.name,
      email: sender.email,
      phone: sender.phone,
      orderCount: 1,
      totalSpent: amount,
      firstOrderDate: at,
      lastOrderDate: at,
    })
    .onConflictDoUpdate({
      target: [customers.businessId, customers.identity],
      set: {
        orderCount: sql`${customers.orderCount} + 1`,
        totalSpent: sql`${customers.totalSpent} + ${amount}::numeric`,
        lastOrderDate: sql`greatest(${customers.lastOrderDate}, ${at.toISOString()}::timestamptz)`,
      },
    })
    .returning({ id: customers.id });
}

/** A corrected order changes what its customer spent by the difference. */
export async function adjustCustomerSpent(
  tx: Tx,
  { customerId, delta }: { customerId: string; delta: number },
) {
  const write = customerSpentWrite(tx, { customerId, delta });
  if (write) await write;
}

/** adjustCustomerSpent's update, built but not sent; null when nothing changes. */
export function customerSpentWrite(tx: Tx, { customerId, delta }: { customerId: string; delta: number }) {
  if (delta === 0) return null;
  return tx
    .update(customers)
    .set({ totalSpent: sql`${customers.totalSpent} + ${delta.toFixed(2)}::numeric` })
    .where(sql`${customers.id} = ${customerId}`);
}
