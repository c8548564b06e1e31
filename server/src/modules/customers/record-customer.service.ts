import { type CountryCode, normalisePhone } from '@contract/phone';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers } from '../../db/schema';

/**
 * What makes two orders one customer's: the e-mail, normalised; without one, the phone in one
 * normal form, read in the shop's country, so that "030 5550100" and "+49 30 5550100" are one
 * customer (docs/product.md, Customers).
 */
export const customerIdentity = (email: string | null, phone: string | null, country?: CountryCode) =>
  email ? `email:${email.trim().toLowerCase()}` : `phone:${normalisePhone(phone, country) ?? ''}`;

/**
 * Finds or makes the customer of an order, built but not sent, for a caller that composes it into
 * its own statement (the submission's, docs/decisions/032). A customer already known keeps their
 * record and only their last order date moves; what they count and spent follows the orders' money
 * (customer-totals.service.ts). Reads the placeholders `business_id`, `customer_identity`
 * (customerIdentity), `customer_name`, `sender_email`, `sender_phone` and `now`; returns the
 * customer's `id`.
 */
export function customerUpsertStatement(tx: Tx) {
  const p = sql.placeholder;
  return tx
    .insert(customers)
    .values({
      businessId: p('business_id'),
      identity: p('customer_identity'),
      name: p('customer_name'),
      email: p('sender_email'),
      phone: p('sender_phone'),
      orderCount: 0,
      totalSpent: '0',
      firstOrderDate: sql`${p('now')}::timestamptz`,
      lastOrderDate: sql`${p('now')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: [customers.businessId, customers.identity],
      set: {
        lastOrderDate: sql`greatest(${customers.lastOrderDate}, ${p('now')}::timestamptz)`,
      },
    })
    .returning({ id: customers.id });
}
