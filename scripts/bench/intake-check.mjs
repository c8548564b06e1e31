// After an intake: the database compared with what the customers were told (stock, windows,
// numbers, counters), so that nothing was lost or oversold.
import { CAPACITY } from './intake-shop.mjs';

/**
 * Compares the database with what the customers were told. `query(text, params)` answers rows
 * (node-postgres or PGlite). Answers a list of problems; empty when nothing was lost or oversold.
 */
export async function checkIntake({ query, shop, placed }) {
  const problems = [];
  const [business] = await query('select id from businesses where url = $1', [shop.url]);
  const businessId = business.id;
  for (const product of shop.products) {
    const lines = placed.flatMap((p) => p.lines).filter((line) => line.product === product.id);
    const sold = lines.reduce((sum, line) => sum + line.quantity, 0);
    const [row] = await query(
      `select current_quantity::int as left,
         (select count(*)::int from order_items i join orders o on o.id = i.order_id
          where i.product_id = $1 and o.order_status <> 'draft' and o.deleted_at is null) as lines
       from products where id = $1`,
      [product.id],
    );
    if (row.left !== product.stock - sold) {
      problems.push(`product ${product.id}: ${row.left} left, expected ${product.stock} - ${sold}`);
    }
    if (row.lines !== lines.length)
      problems.push(`product ${product.id}: ${row.lines} lines, ${lines.length} placed`);
  }
  const [code] = await query(
    `select c.uses, (select count(*)::int from discount_redemptions r where r.code_id = c.id) as redemptions
     from discount_codes c where c.business_id = $1 and c.code = $2 and c.deleted_at is null`,
    [businessId, shop.code],
  );
  if (!code) problems.push(`code ${shop.code}: gone`);
  else if (code.uses !== placed.length || code.redemptions !== placed.length) {
    problems.push(
      `code ${shop.code}: ${code.uses} uses, ${code.redemptions} redemptions, ${placed.length} placed`,
    );
  }
  const bookings = await query(
    `select delivery_date::text as date, time_slot as slot, count(*)::int as booked from orders
     where business_id = $1 and order_status <> 'draft' and deleted_at is null group by 1, 2`,
    [businessId],
  );
  const expected = new Map();
  for (const p of placed) expected.set(`${p.date} ${p.slot}`, (expected.get(`${p.date} ${p.slot}`) ?? 0) + 1);
  for (const row of bookings) {
    const key = `${row.date} ${row.slot}`;
    if (row.booked !== (expected.get(key) ?? 0)) {
      problems.push(`window ${key}: ${row.booked} orders, ${expected.get(key) ?? 0} placed`);
    }
    if (row.booked > CAPACITY) problems.push(`window ${key}: ${row.booked} orders over ${CAPACITY} places`);
    expected.delete(key);
  }
  for (const [key, count] of expected) problems.push(`window ${key}: no orders, ${count} placed`);
  problems.push(...(await checkSlotCounters(query, businessId, bookings)));
  const [numbers] = await query(
    `select count(*)::int as orders, count(distinct number)::int as distinct_numbers,
       coalesce(max(number) - min(number) + 1, 0)::int as span
     from orders where business_id = $1 and number > 0`,
    [businessId],
  );
  if (numbers.orders !== placed.length) {
    problems.push(`${numbers.orders} numbered orders, ${placed.length} placed`);
  }
  if (numbers.distinct_numbers !== numbers.orders || numbers.span !== numbers.orders) {
    problems.push(`numbers: ${numbers.distinct_numbers} distinct over a span of ${numbers.span}`);
  }
  const told = new Set(placed.map((p) => p.number));
  if (told.size !== placed.length) problems.push('two customers were told the same order number');
  const counts = await query(
    `select c.order_status as status, sum(c.count)::int as counted,
       (select count(*)::int from orders o where o.business_id = $1 and o.order_status = c.order_status
          and o.deleted_at is null) as actual
     from order_counts c where c.business_id = $1 group by c.order_status`,
    [businessId],
  );
  for (const row of counts) {
    if (row.counted !== row.actual)
      problems.push(`${row.status} counter ${row.counted}, ${row.actual} orders`);
  }
  return problems;
}

/** Where windows keep a counter of their places (slot_bookings), it must match the orders. */
async function checkSlotCounters(query, businessId, bookings) {
  const [table] = await query(`select to_regclass('slot_bookings') is not null as present`);
  if (!table.present) return [];
  const rows = await query(
    `select booking_date::text as date, time_slot as slot, sum(booked)::int as booked from slot_bookings
     where business_id = $1 group by 1, 2`,
    [businessId],
  );
  const counted = new Map(rows.map((r) => [`${r.date} ${r.slot}`, r.booked]));
  const problems = [];
  for (const row of bookings) {
    const key = `${row.date} ${row.slot}`;
    if ((counted.get(key) ?? 0) !== row.booked) {
      problems.push(`window ${key}: counter says ${counted.get(key) ?? 0}, ${row.booked} orders`);
    }
  }
  return problems;
}
