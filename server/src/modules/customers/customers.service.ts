import type { Customer, CustomerListQuery, CustomerPage } from '@contract/customers';
import type { OrderListItem } from '@contract/orders';
import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { listColumns, toListItem } from '../orders/order-mapping';

type CustomerRow = typeof customers.$inferSelect;

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  order_count: row.orderCount,
  total_spent: Number(row.totalSpent),
  first_order_date: row.firstOrderDate.toISOString(),
  last_order_date: row.lastOrderDate.toISOString(),
});

const sortColumns = {
  last_order_date: customers.lastOrderDate,
  first_order_date: customers.firstOrderDate,
  name: customers.name,
  order_count: customers.orderCount,
  total_spent: customers.totalSpent,
} as const;

/** "%" and "_" typed in the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const matching = (businessId: string, search: string | undefined) =>
  and(
    eq(customers.businessId, businessId),
    search
      ? or(
          ilike(customers.name, likePattern(search)),
          ilike(customers.email, likePattern(search)),
          ilike(customers.phone, likePattern(search)),
        )
      : undefined,
  );

/** A page of the shop's customers, in a whitelisted order that one index serves (schema/customers.ts). */
export async function listCustomers(
  db: Db,
  { businessId, query }: { businessId: string; query: CustomerListQuery },
): Promise<CustomerPage> {
  const direction = query.sort_order === 'asc' ? asc : desc;
  // The last-order index runs newest first with ids ascending; the others run both ways together.
  const idDirection =
    query.sort_by === 'last_order_date' ? (query.sort_order === 'asc' ? desc : asc) : direction;
  const rows = await db
    .select({ customer: customers, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(customers)
    .where(matching(businessId, query.search))
    .orderBy(direction(sortColumns[query.sort_by]), idDirection(customers.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const total =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(customers)
              .where(matching(businessId, query.search))
          )[0]?.n ?? 0,
        )
      : 0);
  return {
    items: rows.map((r) => toCustomer(r.customer)),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** A customer's orders, newest first; another shop's customer is not found. */
export async function listCustomerOrders(
  db: Db,
  { businessId, customerId }: { businessId: string; customerId: string },
): Promise<{ items: OrderListItem[]; count: number; customer: Customer }> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  if (!row) throw notFound('customer');
  const found = await db
    .select(listColumns)
    .from(orders)
    .where(
      and(eq(orders.customerId, customerId), eq(orders.businessId, businessId), isNull(orders.deletedAt)),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(500);
  return { items: found.map(toListItem), count: found.length, customer: toCustomer(row) };
}

/** Every customer of the shop as CSV, for a spreadsheet; cells that could run as formulas are quoted. */
export async function exportCustomers(db: Db, { businessId }: { businessId: string }): Promise<string> {
  const rows = await db
    .select()
    .from(customers)
    .where(eq(customers.businessId, businessId))
    .orderBy(desc(customers.lastOrderDate), asc(customers.id))
    .limit(100_000);
  const header = [
    'name',
    'email',
    'phone',
    'order_count',
    'total_spent',
    'first_order_date',
    'last_order_date',
  ];
  const lines = rows.map((r) => {
    const c = toCustomer(r);
    return [
      c.name,
      c.email ?? '',
      c.phone ?? '',
      c.order_count,
      c.total_spent.toFixed(2),
      c.first_order_date.slice(0, 10),
      c.last_order_date.slice(0, 10),
    ]
      .map(csvCell)
      .join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
