import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashPassword } from '../lib/passwords';

export type BulkSize = { shops: number; orders: number; products: number; customers: number };

/** What a bulk seed made: each shop's web address and the owner's sign-in. */
export type BulkShop = { url: string; email: string };

/** The one password of every bulk owner: the data is for measuring, never for real people. */
export const BULK_PASSWORD = 'bulk-peonies-2026';

/** Orders written per statement: large enough to be fast, small enough to keep memory flat. */
const CHUNK = 20_000;

/**
 * A deterministic id: the same shop, kind and index give the same uuid on every run and either
 * database, so two seeds of the same size are the same data and a bench can name its rows.
 */
const idOf = (kind: string, key: unknown, n: unknown) =>
  uuidOf(sql`${kind}::text || ':' || ${key}::text || ':' || (${n})::text`);

/**
 * An md5 digest made a well-formed version-4 uuid (its version and variant digits set), which the
 * API's id checks accept: a bare digest is one only by chance.
 */
const uuidOf = (text: SQL) =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Fills the database with `shops` shops, each with `products` products, `customers` customers and
 * `orders` orders (spread over statuses, methods, payments and two years of dates, with names,
 * phones, addresses and card messages to search), written by set-based statements so that a
 * million orders take minutes. Counters, order numbers and customers' totals are kept as the app
 * keeps them. Shops are found by their web address `bulk-<n>`: seeding again adds only what is
 * missing of each shop (a seed cut short can be run again).
 */
export async function seedBulk(
  db: Db,
  size: BulkSize,
  log: (line: string) => void = () => {},
): Promise<BulkShop[]> {
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const made: BulkShop[] = [];
  for (let s = 1; s <= size.shops; s++) {
    const url = `bulk-${s}`;
    const email = `owner@${url}.petal.test`;
    const shopId = await ensureShop(db, { url, email, passwordHash, n: s });
    await asBatch(db, (tx) => seedProducts(tx, shopId, size.products));
    await asBatch(db, (tx) => seedCustomers(tx, shopId, size.customers));
    const started = Date.now();
    for (let from = await orderCount(db, shopId); from < size.orders; from += CHUNK) {
      const to = Math.min(size.orders, from + CHUNK);
      // The window-places trigger (migration 0021) would upsert once per order: the chunk goes in
      // with it switched off in its own transaction (others wait on the table meanwhile; this is
      // measuring data, never a live shop's database), and settleShop counts the places after.
      await asBatch(db, async (tx) => {
        await tx.execute(sql`alter table orders disable trigger orders_slot_bookings_insert`);
        await seedOrders(tx, shopId, {
          from,
          to,
          total: size.orders,
          products: size.products,
          customers: size.customers,
        });
        await tx.execute(sql`alter table orders enable trigger orders_slot_bookings_insert`);
      });
      log(`${url}: ${to.toLocaleString('en')} orders (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    await asBatch(db, (tx) => settleShop(tx, shopId));
    made.push({ url, email });
  }
  // As autovacuum leaves a shop's tables in the steady state: statistics for the planner, and the
  // visibility map that lets counts read indexes alone (a fresh bulk load would fetch every row).
  await db.execute(sql`vacuum analyze`);
  return made;
}

/**
 * A transaction for a batch, not a request: the app's per-statement limit would stop a hundred
 * thousand customers (and their search index) or a chunk of orders on a busy machine.
 */
function asBatch(db: Db, write: (tx: Db) => Promise<void>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = '10min'`);
    await write(tx as unknown as Db);
  });
}

async function ensureShop(
  db: Db,
  { url, email, passwordHash, n }: { url: string; email: string; passwordHash: string; n: number },
): Promise<string> {
  const shopId = uuidOf(sql`'shop:' || ${url}::text`);
  await db.execute(sql`
    insert into businesses (id, name, url, phone, email, address, currency, time_zone)
    values (${shopId}, ${`Bulk Blooms ${n}`}, ${url}, '+1 555 0100', ${email}, '1 Bulk Street', 'USD', 'UTC')
    on conflict (url) do nothing`);
  await db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, business_id, role, email_verified, onboarding_completed)
    values (${email}, ${passwordHash}, 'Bulk', 'Owner', ${shopId}, 'owner', true, true)
    on conflict (email) do nothing`);
  const rows = await db.execute(sql`select id from businesses where url = ${url}`);
  return (rows as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
}

async function seedProducts(db: Db, shopId: string, count: number) {
  await db.execute(sql`
    insert into products (id, business_id, name, description, price, is_featured)
    select ${idOf('product', shopId, sql`n`)}, ${shopId}::uuid,
      (array['Peony', 'Rose', 'Tulip', 'Ranunculus', 'Anemone', 'Dahlia', 'Lily', 'Orchid'])[1 + n % 8]
        || ' bouquet ' || n,
      'A seasonal bouquet', 25 + (n % 40), n % 9 = 0
    from generate_series(1, ${count}::int) as n
    on conflict (id) do nothing`);
}

async function seedCustomers(db: Db, shopId: string, count: number) {
  await db.execute(sql`
    insert into customers (id, business_id, identity, name, email, phone, first_order_date, last_order_date)
    select ${idOf('customer', shopId, sql`n`)}, ${shopId}::uuid, 'email:customer' || n || '@bulk.petal.test',
      (array['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'])[1 + n % 8]
        || ' ' || (array['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson'])[1 + (n / 8) % 8]
        || ' ' || n,
      'customer' || n || '@bulk.petal.test', '+1 555 ' || lpad((n % 10000000)::text, 7, '0'), now(), now()
    from generate_series(1, ${count}::int) as n
    on conflict (id) do nothing`);
}

const orderCount = async (db: Db, shopId: string) => {
  const rows = await db.execute(sql`select count(*)::int as n from orders where business_id = ${shopId}`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
};

/**
 * Orders from+1 to `to` (of `total`) of a shop, numbered from 1001. Every value derives from the order's index,
 * so the data is the same on every run: one in eight a draft, a quarter open, the rest done; most
 * paid when done; dates from two years back to two months ahead, newest numbers latest.
 */
async function seedOrders(
  db: Db,
  shopId: string,
  {
    from,
    to,
    total,
    products,
    customers,
  }: { from: number; to: number; total: number; products: number; customers: number },
) {
  await db.execute(sql`
    insert into orders (
      id, business_id, number, order_status, payment_status, payment_method, paid_at, method, price,
      delivery_price, total, net_total, goods_net, product_id, product_name, sender_name, sender_email, sender_phone,
      recipient_name, recipient_phone, delivery_address, delivery_city, delivery_zipcode, delivery_date,
      time_slot, customer_id, card_message, submitted_at, created_at, updated_at, origin
    )
    select ${idOf('order', shopId, sql`n`)}, ${shopId}::uuid, 1000 + n, o.status,
      case when o.status = 'done' and n % 10 <> 0 then 'done' else 'pending' end,
      case when o.status = 'done' and n % 10 <> 0 then (array['cash', 'card', 'online'])[1 + n % 3] end,
      case when o.status = 'done' and n % 10 <> 0 then o.created + interval '1 hour' end,
      o.method, o.price, o.delivery, o.price + coalesce(o.delivery, 0), o.price + coalesce(o.delivery, 0), o.price,
      case when ${products}::int > 0 then ${idOf('product', shopId, sql`1 + n % greatest(${products}::int, 1)`)} end,
      case when ${products}::int > 0 then 'Bouquet ' || (1 + n % greatest(${products}::int, 1)) end,
      case when o.status <> 'draft' then o.sender end,
      case when o.status <> 'draft' then 'customer' || o.customer || '@bulk.petal.test' end,
      case when o.status <> 'draft' then '+1 555 ' || lpad((o.customer % 10000000)::text, 7, '0') end,
      case when o.status <> 'draft' then
        (array['Maya', 'Noah', 'Lena', 'Omar', 'Iris', 'Theo', 'Zoe', 'Ravi', 'Nina', 'Jonas'])[1 + n % 10]
          || ' ' || (array['Berg', 'Costa', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hall', 'Ito'])[1 + (n / 10) % 8]
      end,
      case when o.status <> 'draft' then '+1 555 ' || lpad(((n::bigint * 7919) % 10000000)::text, 7, '0') end,
      case when o.status <> 'draft' and o.method = 'delivery' then (1 + n % 300) || ' ' ||
        (array['Rose Lane', 'Oak Street', 'Mill Road', 'Harbour Way', 'Elm Avenue'])[1 + n % 5] end,
      case when o.status <> 'draft' and o.method = 'delivery' then
        (array['Springfield', 'Riverton', 'Lakeside', 'Hillcrest'])[1 + n % 4] end,
      case when o.status <> 'draft' and o.method = 'delivery' then (10100 + n % 50)::text end,
      case when o.status <> 'draft' then (o.created + make_interval(days => 1 + n % 5))::date end,
      case when o.status <> 'draft' then (array['09:00-12:00', '13:00-17:00'])[1 + n % 2] end,
      case when o.status <> 'draft' and ${customers}::int > 0 then ${idOf('customer', shopId, sql`o.customer`)} end,
      case when o.status <> 'draft' and n % 3 = 0 then
        (array['Happy birthday!', 'With love', 'Congratulations', 'Get well soon', 'Thank you'])[1 + n % 5] end,
      case when o.status <> 'draft' then o.created end,
      o.created, o.created, 'staff'
    from generate_series(${from + 1}::int, ${to}::int) as n
    cross join lateral (
      select
        case
          when n % 8 = 0 then 'draft'
          when n > ${total}::int - greatest(${total}::int / 40, 1) then (array['pending', 'ready'])[1 + n % 2]
          else 'done'
        end as status,
        case when n % 3 = 0 then 'pickup' else 'delivery' end as method,
        (25 + n % 60)::numeric(10, 2) + 0.9 as price,
        case when n % 3 = 0 then null else 5.90 end as delivery,
        1 + n % greatest(${customers}::int, 1) as customer,
        (array['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken'])[1 + (1 + n % greatest(${customers}::int, 1)) % 8]
          || ' ' || (array['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson'])[1 + ((1 + n % greatest(${customers}::int, 1)) / 8) % 8]
          as sender,
        now() - interval '730 days' + (n::float8 / ${total}::int) * interval '790 days' as created
    ) as o
    on conflict (id) do nothing`);
  // Each order is one line, as every order made before lines became (docs/decisions/040).
  await db.execute(sql`
    insert into order_items (business_id, order_id, position, product_id, product_name, quantity, unit_price, total)
    select o.business_id, o.id, 0, o.product_id, o.product_name, 1, o.price, o.price from orders o
    where o.business_id = ${shopId} and o.number between ${1000 + from + 1} and ${1000 + to}
      and not exists (select 1 from order_items i where i.order_id = o.id)`);
}

/** Counters, the next order number and customers' totals, as the app keeps them. */
async function settleShop(db: Db, shopId: string) {
  await db.execute(sql`delete from slot_bookings where business_id = ${shopId}`);
  await db.execute(sql`
    insert into slot_bookings (business_id, window_type, booking_date, time_slot, booked)
    select business_id, method, delivery_date, time_slot, count(*)::int from orders
    where business_id = ${shopId} and order_status <> 'draft' and deleted_at is null
      and delivery_date is not null and time_slot is not null
    group by 1, 2, 3, 4`);
  await db.execute(sql`delete from order_counts where business_id = ${shopId}`);
  await db.execute(sql`
    insert into order_counts (business_id, order_status, count)
    select business_id, order_status, count(*) from orders
    where business_id = ${shopId} and deleted_at is null group by 1, 2`);
  await db.execute(sql`
    update businesses set next_order_number = coalesce((select max(number) + 1 from orders where business_id = ${shopId}), 1001)
    where id = ${shopId}`);
  await db.execute(sql`
    update customers c set order_count = t.n, total_spent = t.spent, first_order_date = t.first, last_order_date = t.last
    from (
      select customer_id, count(*) as n, sum(total) as spent, min(submitted_at) as first, max(submitted_at) as last
      from orders where business_id = ${shopId} and customer_id is not null and deleted_at is null
      group by customer_id
    ) t
    where c.id = t.customer_id`);
}
