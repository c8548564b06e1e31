import type { Customer, CustomerListQuery, CustomerPage } from '@contract/customers';
import { type CountryCode, nationalDigits } from '@contract/phone';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { customerCounts, customerSearchText, customers, phoneDigits } from '../../db/schema';
import { csvCell } from '../../lib/csv';
import { notFound } from '../../lib/errors';
import { findShopCountry } from '../business';
import { customerColumns, toCustomer } from './customer-row';

const sortColumns = {
  last_order_date: customers.lastOrderDate,
  first_order_date: customers.firstOrderDate,
  name: customers.name,
  order_count: customers.orderCount,
  total_spent: customers.totalSpent,
} as const;

/** "%" and "_" typed in the search box are letters, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search reads the trigram indexes on the same expressions (schema/customers.ts): the text
 * anywhere in name, e-mail or phone, and a phone number however it was typed, by its digits.
 */
const matching = (businessId: string, search: string, digits: string | null) =>
  and(
    eq(customers.businessId, businessId),
    digits
      ? sql`(${customerSearchText(customers)} ilike ${likePattern(search)} or ${phoneDigits(customers.phone)} like ${likePattern(digits)})`
      : sql`${customerSearchText(customers)} ilike ${likePattern(search)}`,
  );

/** What looks like a phone number: digits with the signs people write them with, six digits at least. */
const PHONE_LIKE = /^\+?[0-9 ()./-]{6,}$/;

/**
 * The digits a phone number typed in the search shares with every way it may have been typed
 * before, so "+49 30 5550100" finds "030 5550100" and the other way round. Null when the search
 * is not a phone number.
 */
export function phoneSearchDigits(search: string, country: CountryCode | undefined) {
  if (!PHONE_LIKE.test(search) || search.replace(/[^0-9]/g, '').length < 6) return null;
  return nationalDigits(search, country);
}

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
  const page = { page: query.page, page_size: query.page_size };
  if (!query.search) {
    const first = query.page === 1 && query.page_size === FIRST_PAGE_SIZE;
    const rows = await pageQuery(db, query, first).execute({
      businessId,
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    });
    // The total rides along on every row; only a page past the end asks for it alone.
    const total = rows[0]?.total ?? (await countAll(db, businessId));
    return { items: rows.map(toCustomer), total, total_is_estimate: false, ...page };
  }
  const digits = phoneSearchDigits(query.search, await findShopCountry(db, businessId));
  const where = matching(businessId, query.search, digits);
  const [rows, counted] = await Promise.all([
    db
      .select(customerColumns)
      .from(customers)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    countUpToCap(db, where),
  ]);
  return {
    items: rows.map(toCustomer),
    total: Math.min(counted, CUSTOMER_COUNT_CAP),
    total_is_estimate: counted > CUSTOMER_COUNT_CAP,
    ...page,
  };
}

/** The sort asked for, then the id, in the order the sort's index runs (schema/customers.ts). */
export function orderOf({ sort_by, sort_order }: Pick<CustomerListQuery, 'sort_by' | 'sort_order'>) {
  const direction = sort_order === 'asc' ? asc : desc;
  if (sort_by === 'last_order_date') {
    // That index runs newest first, nulls last, with ids ascending. PostgreSQL matches the nulls'
    // place too (a NOT NULL column is no exception): a plain `desc` sorted every customer instead.
    return sort_order === 'asc'
      ? [sql`${customers.lastOrderDate} asc nulls first`, desc(customers.id)]
      : [sql`${customers.lastOrderDate} desc nulls last`, asc(customers.id)];
  }
  return [direction(sortColumns[sort_by]), direction(customers.id)];
}

/**
 * The page the back office opens with: its size is written into the statement so that PostgreSQL
 * keeps one plan for it, as for the order lists' first pages (docs/decisions/033).
 */
const FIRST_PAGE_SIZE = 20;

/** The unsearched list, prepared once per sort: the shop's counter rides along as `total`. */
function pageQuery(db: Db, query: Pick<CustomerListQuery, 'sort_by' | 'sort_order'>, first: boolean) {
  const name = `customers_page_${query.sort_by}_${query.sort_order}${first ? '_first' : ''}`;
  return prepared(db, name, (d) => {
    const rows = d
      .select({
        ...customerColumns,
        total: sql<number>`(select coalesce(sum(${customerCounts.count}), 0)::int from ${customerCounts} where ${customerCounts.businessId} = ${sql.placeholder('businessId')})`,
      })
      .from(customers)
      .where(eq(customers.businessId, sql.placeholder('businessId')))
      .orderBy(...orderOf(query));
    // Drizzle sends a number as a parameter; written as SQL it stays in the statement's text.
    if (first) return rows.limit(sql.raw(String(FIRST_PAGE_SIZE)) as unknown as number).prepare(name);
    return rows.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
  });
}

async function countAll(db: Db, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${customerCounts.count}), 0)::int` })
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

/** One customer of the shop; another shop's customer is not found. */
export async function findCustomer(
  db: Db,
  { businessId, customerId }: { businessId: string; customerId: string },
): Promise<Customer> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.businessId, businessId), eq(customers.id, customerId)));
  if (!row) throw notFound('customer');
  return toCustomer(row);
}

/** Every customer of the shop as CSV, for a spreadsheet; cells that could run as formulas are quoted. */
export async function exportCustomers(db: Db, { businessId }: { businessId: string }): Promise<string> {
  const rows = await db
    .select(customerColumns)
    .from(customers)
    .where(eq(customers.businessId, businessId))
    .orderBy(...orderOf({ sort_by: 'last_order_date', sort_order: 'desc' }))
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
