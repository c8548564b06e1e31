import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { createProduct } from '../../../test/product-setup';
import { daysFromNow, deliveryDetails, openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * Customers completing storefront orders at the same moment (docs/decisions/032): the storefront
 * cart, then the customer's submission, many at once. On PostgreSQL they run on several
 * connections at a time; on the embedded database one statement at a time, interleaved. Whatever
 * the order, no stock decrement and no place in a window may be lost, the last unit and the last
 * place go to one customer each, and numbers stay unique and without gaps.
 */

const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A shop with one window a day of `capacity` places (null: no limit) and one of no limit. */
async function shopWithWindow(capacity: number | null) {
  const shop = await openShop(t.app);
  await t.app.inject({
    method: 'PUT',
    url: '/api/business/order-time/weekly',
    headers: shop.headers,
    payload: {
      window_type: 'delivery',
      windows: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { weekday, start: '09:00', end: '12:00', ...(capacity !== null && { capacity }) },
        { weekday, start: '13:00', end: '17:00' },
      ]),
    },
  });
  return shop;
}

/** One customer: a storefront cart, then their details, as their browser sends both. */
async function completeOrder(
  shop: Shop,
  productId: string,
  n: number,
  details: Record<string, unknown> = {},
) {
  const ip = uniqueIp();
  const form = multipart({ product_id: productId, delivery_type: 'delivery' });
  const cart = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: ip,
  });
  expect(cart.statusCode, cart.body).toBe(201);
  const uuid = cart.json<{ uuid: string }>().uuid;
  const placed = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails({ sender_email: `customer-${n}@example.com`, ...details }),
    remoteAddress: ip,
  });
  return { uuid, placed };
}

/** What the database holds for the shop: places per window, placed orders, numbers, counters. */
async function ledger(businessId: string) {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await t.database.db.execute(query)).rows as unknown as T[];
  const [numbers] = await rows<{ placed: number; distinct: number; first: number; last: number }>(sql`
    select count(*)::int as placed, count(distinct number)::int as distinct,
      min(number)::int as first, max(number)::int as last
    from orders where business_id = ${businessId} and order_status <> 'draft' and deleted_at is null`);
  const places = await rows<{ slot: string; counted: number; orders: number }>(sql`
    select s.time_slot as slot, s.booked::int as counted,
      (select count(*)::int from orders o where o.business_id = s.business_id and o.method = s.window_type
         and o.delivery_date = s.booking_date and o.time_slot = s.time_slot
         and o.order_status <> 'draft' and o.deleted_at is null) as orders
    from slot_bookings s where s.business_id = ${businessId} order by s.time_slot`);
  const counters = await rows<{ status: string; counted: number; orders: number }>(sql`
    select c.order_status as status, sum(c.count)::int as counted,
      (select count(*)::int from orders o where o.business_id = c.business_id
         and o.order_status = c.order_status and o.deleted_at is null) as orders
    from order_counts c where c.business_id = ${businessId}
    group by c.business_id, c.order_status order by c.order_status`);
  return { numbers: numbers as NonNullable<typeof numbers>, places, counters };
}

const stockOf = async (shop: Shop, productId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${productId}`, headers: shop.headers })).json<{
    current_quantity: number | null;
  }>().current_quantity;

/** Every counter the database keeps agrees with the orders it counts. */
function expectCountsMatch(book: Awaited<ReturnType<typeof ledger>>) {
  for (const place of book.places) expect(place.counted, `window ${place.slot}`).toBe(place.orders);
  for (const counter of book.counters)
    expect(counter.counted, `${counter.status} counter`).toBe(counter.orders);
  expect(book.numbers.distinct).toBe(book.numbers.placed);
  if (book.numbers.placed > 0) expect(book.numbers.last - book.numbers.first + 1).toBe(book.numbers.placed);
}

describe('complete orders arriving at the same moment', () => {
  it('lose no stock decrement and no window place, and take numbers without gaps', async () => {
    const shop = await shopWithWindow(100);
    const product = await createProduct(t.app, shop.headers, {
      name: 'Valentine roses',
      current_quantity: '50',
    });
    const customers = 24;
    const answers = await Promise.all(
      Array.from({ length: customers }, (_, n) =>
        completeOrder(shop, product.id, n, { time_slot: n % 2 ? '09:00-12:00' : '13:00-17:00' }),
      ),
    );
    expect(answers.map((a) => a.placed.statusCode)).toEqual(Array(customers).fill(200));
    expect(await stockOf(shop, product.id)).toBe(50 - customers);
    const book = await ledger(shop.business.id);
    expect(book.numbers.placed).toBe(customers);
    expect(book.numbers.first).toBe(1001);
    expect(book.places.map((p) => [p.slot, p.counted])).toEqual([
      ['09:00-12:00', customers / 2],
      ['13:00-17:00', customers / 2],
    ]);
    expectCountsMatch(book);
    const told = answers.map((a) => a.placed.json<{ number: number }>().number);
    expect(new Set(told).size).toBe(customers);
  });

  it('sell the last units to as many customers as there are units, and refuse the others', async () => {
    const shop = await shopWithWindow(null);
    const product = await createProduct(t.app, shop.headers, { name: 'Last tulips', current_quantity: '5' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => completeOrder(shop, product.id, n, { time_slot: '13:00-17:00' })),
    );
    const codes = answers.map((a) => a.placed.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    for (const refused of answers.filter((a) => a.placed.statusCode === 409)) {
      expect(refused.placed.json()).toMatchObject({
        code: 'CONFLICT',
        message: expect.stringContaining('sold out'),
      });
    }
    expect(await stockOf(shop, product.id)).toBe(0);
    const book = await ledger(shop.business.id);
    expect(book.numbers.placed).toBe(5);
    expect(book.places).toEqual([{ slot: '13:00-17:00', counted: 5, orders: 5 }]);
    expectCountsMatch(book);
  });

  it('give the last places of a window to as many customers as it has, and refuse the others', async () => {
    const shop = await shopWithWindow(4);
    const product = await createProduct(t.app, shop.headers, { name: 'Made to order' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => completeOrder(shop, product.id, n, { time_slot: '09:00-12:00' })),
    );
    const codes = answers.map((a) => a.placed.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 400)).toHaveLength(6);
    for (const refused of answers.filter((a) => a.placed.statusCode === 400)) {
      expect(refused.placed.json().details.time_slot).toContain('fully booked');
    }
    const book = await ledger(shop.business.id);
    expect(book.numbers.placed).toBe(4);
    expect(book.places).toEqual([{ slot: '09:00-12:00', counted: 4, orders: 4 }]);
    expectCountsMatch(book);
    // Full for everyone else, while the refused carts are still drafts that may choose again.
    const refused = answers.find((a) => a.placed.statusCode === 400) as (typeof answers)[number];
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${refused.uuid}/timeslots?date=${daysFromNow(2)}&window_type=delivery`,
    });
    expect(slots.json()).toEqual(['13:00-17:00']);
  });

  it('take no unit of stock for a customer the full window refuses', async () => {
    const shop = await shopWithWindow(3);
    const product = await createProduct(t.app, shop.headers, { name: 'Three vases', current_quantity: '3' });
    const other = await createProduct(t.app, shop.headers, { name: 'Plenty', current_quantity: '20' });
    // Six customers of two products for a window of three places: three are placed, and the stock
    // of each product goes down by exactly the orders placed for it.
    const answers = await Promise.all([
      ...Array.from({ length: 3 }, (_, n) => completeOrder(shop, other.id, n, { time_slot: '09:00-12:00' })),
      ...Array.from({ length: 3 }, (_, n) =>
        completeOrder(shop, product.id, 10 + n, { time_slot: '09:00-12:00' }),
      ),
    ]);
    expect(answers.filter((a) => a.placed.statusCode === 200)).toHaveLength(3);
    const placedVases = answers.slice(3).filter((a) => a.placed.statusCode === 200).length;
    const placedPlenty = answers.slice(0, 3).filter((a) => a.placed.statusCode === 200).length;
    expect(await stockOf(shop, product.id)).toBe(3 - placedVases);
    expect(await stockOf(shop, other.id)).toBe(20 - placedPlenty);
    const book = await ledger(shop.business.id);
    expect(book.places).toEqual([{ slot: '09:00-12:00', counted: 3, orders: 3 }]);
    expectCountsMatch(book);
  });

  it('place a cart sent twice at once only once: one number, one unit, one place', async () => {
    const shop = await shopWithWindow(10);
    const product = await createProduct(t.app, shop.headers, { name: 'Peonies', current_quantity: '10' });
    const form = multipart({ product_id: product.id, delivery_type: 'delivery' });
    const cart = await t.app.inject({
      method: 'POST',
      url: `/api/storefront/${shop.business.url}/order`,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: uniqueIp(),
    });
    const uuid = cart.json<{ uuid: string }>().uuid;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${uuid}`,
        payload: deliveryDetails(),
        remoteAddress: uniqueIp(),
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<{ number: number }>().number)).size).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(9);
    const book = await ledger(shop.business.id);
    expect(book.numbers.placed).toBe(1);
    expect(book.places).toEqual([{ slot: '09:00-12:00', counted: 1, orders: 1 }]);
    expectCountsMatch(book);
  });

  it('keep the counts of two windows while customers move their orders between them at once', async () => {
    const shop = await shopWithWindow(10);
    const product = await createProduct(t.app, shop.headers, { name: 'Ranunculus' });
    const morning = await completeOrder(shop, product.id, 1, { time_slot: '09:00-12:00' });
    const afternoon = await completeOrder(shop, product.id, 2, { time_slot: '13:00-17:00' });
    for (const round of [0, 1, 2]) {
      // Each takes the other's window, in opposite directions at the same moment.
      const [a, b] = round % 2 ? ['09:00-12:00', '13:00-17:00'] : ['13:00-17:00', '09:00-12:00'];
      const moves = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${morning.uuid}`,
          payload: deliveryDetails({ sender_email: 'customer-1@example.com', time_slot: a }),
          remoteAddress: uniqueIp(),
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/orders/${afternoon.uuid}`,
          payload: deliveryDetails({ sender_email: 'customer-2@example.com', time_slot: b }),
          remoteAddress: uniqueIp(),
        }),
      ]);
      expect(moves.map((m) => m.statusCode)).toEqual([200, 200]);
    }
    const book = await ledger(shop.business.id);
    expect(book.places).toEqual([
      { slot: '09:00-12:00', counted: 1, orders: 1 },
      { slot: '13:00-17:00', counted: 1, orders: 1 },
    ]);
    expectCountsMatch(book);
  });
});
