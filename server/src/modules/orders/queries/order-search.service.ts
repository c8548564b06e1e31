import { type OrderSearchPage, type OrderSearchQuery, SEARCH_COUNT_CAP } from '@contract/order-search';
import { dateSchema } from '@contract/order-time';
import type { OrderListFilter } from '@contract/orders';
import { type CountryCode, nationalDigits } from '@contract/phone';
import { and, asc, desc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import { findShopCountry } from '../../business';
import { countOpenCarts, hiddenDraft } from '../drafts/hidden-drafts';
import { countOrders, statusesOf } from './order-counts';
import { listColumns, toListItem } from './order-mapping.service';
import { exactCreatedAt, type ListKey, listOrders } from './order-queries';

/**
 * Searches and pages a list view (docs/decisions/021). A plain view paged by offset stays the
 * prepared query of docs/decisions/006 with its exact count; a search, a filter or a cursor reads
 * through the same sort as the view, continues after the cursor's row, and counts up to a cap.
 * The All view also says how many storefront carts are open, which it does not list.
 */
export async function searchOrders(
  db: Db,
  { businessId, query }: { businessId: string; query: OrderSearchQuery },
): Promise<OrderSearchPage> {
  const { status: view } = query;
  const [page, openCarts] = await Promise.all([
    searchPage(db, businessId, query),
    view === 'all' ? countOpenCarts(db, businessId) : undefined,
  ]);
  return openCarts === undefined ? page : { ...page, open_carts: openCarts };
}

async function searchPage(db: Db, businessId: string, query: OrderSearchQuery): Promise<OrderSearchPage> {
  const { status: view, limit, offset, cursor } = query;
  // A phone number is read in the shop's country; nothing else needs it.
  const country =
    query.search && isPhoneSearch(query.search) ? await findShopCountry(db, businessId) : undefined;
  const narrowed = narrowing(query, country);
  if (narrowed.length === 0 && !cursor) {
    const { items, count, last } = await listOrders(db, { businessId, filter: view, limit, offset });
    const more = last !== undefined && offset + items.length < count;
    return {
      items,
      count,
      next_cursor: more ? encodeCursor(view, keyOf(view, last)) : null,
      count_is_estimate: false,
    };
  }

  const base = and(
    eq(orders.businessId, businessId),
    isNull(orders.deletedAt),
    viewCondition(view),
    ...narrowed,
  );
  const after = cursor ? afterCondition(view, decodeCursor(view, cursor)) : undefined;
  // A plain view paged by cursor keeps its exact counters; a search counts its matches up to the cap.
  const [rows, n] = await Promise.all([
    db
      .select({ ...listColumns, exactAt: exactCreatedAt })
      .from(orders)
      .where(and(base, after))
      .orderBy(...sortOf(view))
      .limit(limit + 1)
      .offset(offset),
    narrowed.length === 0 ? countOrders(db, businessId, view) : countUpToCap(db, base),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toListItem),
    count: narrowed.length === 0 ? n : Math.min(n, SEARCH_COUNT_CAP),
    count_is_estimate: narrowed.length > 0 && n > SEARCH_COUNT_CAP,
    next_cursor: rows.length > limit && last ? encodeCursor(view, keyOf(view, last)) : null,
  };
}

/** Matches of a search, counted until one more than the cap: the cost stays bounded however many match. */
async function countUpToCap(db: Db, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${orders} where ${where} limit ${SEARCH_COUNT_CAP + 1}) as found`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

const openView = (view: OrderListFilter) => view === 'pending' || view === 'ready';

/**
 * The view's statuses as literals, so that the planner can match the view's partial index. All
 * leaves out the storefront carts nobody placed: they are not orders yet.
 */
function viewCondition(view: OrderListFilter): SQL | undefined {
  if (view === 'all') return sql`not ${hiddenDraft()}`;
  return sql.raw(`${'"orders"."order_status"'} in (${statusesOf[view].map((s) => `'${s}'`).join(', ')})`);
}

function sortOf(view: OrderListFilter) {
  return openView(view)
    ? [asc(orders.deliveryDate), asc(orders.timeSlot), asc(orders.number)]
    : [desc(orders.createdAt), desc(orders.number)];
}

/** The search and the filters, each one condition; none for a plain view. */
function narrowing(query: OrderSearchQuery, country: CountryCode | undefined): SQL[] {
  const found: (SQL | undefined)[] = [
    query.search ? searchCondition(query.search, country) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    query.method ? eq(orders.method, query.method) : undefined,
    query.from ? gte(orders.deliveryDate, query.from) : undefined,
    query.to ? lte(orders.deliveryDate, query.to) : undefined,
    query.location_id ? eq(orders.locationId, query.location_id) : undefined,
    query.assigned_to === 'none'
      ? isNull(orders.assignedTo)
      : query.assigned_to
        ? eq(orders.assignedTo, query.assigned_to)
        : undefined,
  ];
  return found.filter((c): c is SQL => c !== undefined);
}

/** Shorter pieces have no trigram to look up: alone they would read the shop's whole history. */
const MIN_TERM = 3;
const MAX_TERMS = 8;
const MAX_NUMBER = 2_147_483_647;

const likeAny = (text: string) => sql`${orders.searchText} like ${`%${text.replace(/[\\%_]/g, '\\$&')}%`}`;

/** Digits with the signs people write phone numbers with ("+49 (30) 555-01"). */
const DIGITS_LIKE = /^[\d\s+\-()./]+$/;
/** From this many digits on, a search is a phone number rather than an order number or a zip code. */
const PHONE_DIGITS = 6;

const isPhoneSearch = (search: string) =>
  DIGITS_LIKE.test(search.trim()) && search.replace(/\D/g, '').length >= PHONE_DIGITS;

/**
 * "#1042" is that order; digits with phone punctuation ("06 12 34-56") are matched as digits (a
 * short one is an order number). A phone number is matched by its national digits, read in the
 * shop's country, which every way of typing it holds: "030 5550100" and "+49 30 5550100" both
 * hold "305550100", whichever was stored and whichever is typed (docs/decisions/050). The search
 * text keeps the stored phones' digits, so its trigram index serves this too. Anything else is
 * split into words, each of which must occur somewhere in the order's search text.
 */
export function searchCondition(search: string, country?: CountryCode): SQL {
  const text = search.trim().toLowerCase();
  const hashed = /^#\s*(\d{1,10})$/.exec(text);
  if (hashed) return eq(orders.number, Math.min(Number(hashed[1]), MAX_NUMBER));
  if (DIGITS_LIKE.test(text) && /\d/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (isPhoneSearch(text)) {
      const national = nationalDigits(text, country);
      return likeAny(national.length >= PHONE_DIGITS ? national : digits);
    }
    if (digits.length >= MIN_TERM) return likeAny(digits);
    return eq(orders.number, Number(digits));
  }
  const terms = text.split(/\s+/).filter(Boolean).slice(0, MAX_TERMS);
  if (!terms.some((term) => term.length >= MIN_TERM)) {
    const message = `Type at least ${MIN_TERM} letters, or an order number`;
    throw new AppError('VALIDATION_ERROR', message, { search: message });
  }
  return and(...terms.map(likeAny)) as SQL;
}

// Cursors: the view and the sort key of the page's last row, as base64url JSON. Opaque to clients.

const closedKey = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.number().int(),
]);
const openKey = z.tuple([
  dateSchema.nullable(),
  z
    .string()
    .regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/)
    .nullable(),
  z.number().int(),
]);
type Key = z.infer<typeof closedKey> | z.infer<typeof openKey>;

function encodeCursor(view: OrderListFilter, key: Key): string {
  return Buffer.from(JSON.stringify([view, ...key])).toString('base64url');
}

function decodeCursor(view: OrderListFilter, cursor: string): Key {
  const bad = () => new AppError('VALIDATION_ERROR', 'Not a valid cursor', { cursor: 'Not a valid cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parsed) || parsed[0] !== view) throw bad();
  const key = (openView(view) ? openKey : closedKey).safeParse(parsed.slice(1));
  if (!key.success) throw bad();
  const at = key.data[0];
  if (!openView(view) && Number.isNaN(Date.parse(String(at)))) throw bad();
  return key.data;
}

function keyOf(view: OrderListFilter, row: ListKey): Key {
  return openView(view) ? [row.deliveryDate, row.timeSlot, row.number] : [row.exactAt, row.number];
}

/**
 * The rows after the cursor's in the view's sort. Newest-first views compare (created_at, number)
 * as a row, which the view's index starts from directly; the open views sort by date and slot,
 * which may be empty (nulls sort last), so they spell the comparison out.
 */
function afterCondition(view: OrderListFilter, key: Key): SQL {
  if (!openView(view)) {
    const [at, number] = key as z.infer<typeof closedKey>;
    return sql`(${orders.createdAt}, ${orders.number}) < (${at}::timestamptz, ${number}::int)`;
  }
  const [date, slot, number] = key as z.infer<typeof openKey>;
  const laterNumber = sql`${orders.number} > ${number}`;
  const afterSlot = ascNullsLast(orders.timeSlot, slot, laterNumber);
  return ascNullsLast(orders.deliveryDate, date, afterSlot);
}

/** Rows after `value` in an ascending, nulls-last column, with `then` breaking ties. */
function ascNullsLast(
  column: typeof orders.deliveryDate | typeof orders.timeSlot,
  value: string | null,
  then: SQL,
): SQL {
  if (value === null) return and(isNull(column), then) as SQL;
  return or(sql`${column} > ${value}`, isNull(column), and(eq(column, value), then)) as SQL;
}
