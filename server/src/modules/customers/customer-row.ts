import type { Customer } from '@contract/customers';
import { customers } from '../../db/schema';

/** The columns a customer's answer shows: lists and pages read these only. */
export const customerColumns = {
  id: customers.id,
  name: customers.name,
  email: customers.email,
  phone: customers.phone,
  orderCount: customers.orderCount,
  totalSpent: customers.totalSpent,
  firstOrderDate: customers.firstOrderDate,
  lastOrderDate: customers.lastOrderDate,
  note: customers.note,
};
type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof customerColumns>;

export const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  order_count: row.orderCount,
  total_spent: Number(row.totalSpent),
  first_order_date: row.firstOrderDate.toISOString(),
  last_order_date: row.lastOrderDate.toISOString(),
  note: row.note,
});
