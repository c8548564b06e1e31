import type { Customer, CustomerListQuery, CustomerPage } from '@contract/customers';
import type { OrderListItem } from '@contract/orders';
import { and, asc, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerCounts, customers, orders } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { listColumns, toListItem } from '../orders/order-mapping.service';

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

/** A search's matches are counted up to this many: the cost stays bounded however many match. */
export const CUSTOMER_COUNT_CAP = 1000;

/**
 * A page of the shop's customers, in a whitelisted order that one index serves (schema/customers.ts).
 * The whole list's total is the shop's counter (migration 0020); a search counts up to the cap.
 */
export async function listCustomers(
  db: Db,
  { businessId, query }: { businessId: string; query: CustomerListQuery },
): Promise<CustomerPage> {
  const direction = query.sort_order === 'asc' ? asc : desc;
  // The last-order index runs newest first with ids ascending; the others run both ways together.
  const idDirection =
    query.sort_by === 'last_order_date' ? (query.sort_order === 'asc' ? desc : asc) : direction;
  const where = matching(businessId, query.search);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(direction(sortColumns[query.sort_by]), idDirection(customers.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    query.search ? countUpToCap(db, where) : countAll(db, businessId),
  ]);
  return {
    items: rows.map(toCustomer),
    total: Math.min(counted, query.search ? CUSTOMER_COUNT_CAP : counted),
    total_is_estimate: Boolean(query.search) && counted > CUSTOMER_COUNT_CAP,
    page: query.page,
    page_size: query.page_size,
  };
}

async function countAll(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: customerCounts.count })
    .from(customerCounts)
    .where(eq(customerCounts.businessId, businessId));
  return row?.n ?? 0;
}

async function countUpToCap(db: Db, where: SQL | undefined): Promise<number> {
  const found = db
    .select({ one: sql`1` })
    .from(customers)
    .where(where)
    .limit(CUSTOMER_COUNT_CAP + 1)
    .as('found');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(found);
  return Number(row?.n ?? 0);
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
