import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { daysFromNow, openShop } from '../../../test/shop-setup';
import { walkPages } from '../../../test/walk-pages';
import { setupOrders } from '../orders-setup';

/*
 * The day view and the delivery run in pages (docs/decisions/079): `limit` and the previous page's
 * cursor walk a busy day in the day's order, each order once, with the whole day's counts on every
 * page; without `limit` both answer as they always did.
 */

const { t, submitted } = setupOrders();
type Query = Record<string, string | number>;
type Order = { uuid: string; order_status: string; time_slot: string | null };
type DayPage = {
  date: string;
  windows: { time_slot: string | null; orders: Order[] }[];
  counts: Record<string, number>;
  next_cursor?: string | null;
};
type RunPage = { items: Order[]; count: number; to_go: number; next_cursor?: string | null };

const get = (url: string, query: Query, headers: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${url}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers,
  });

/** Every page from the first, by each page's cursor. */
const walk = <Page extends { next_cursor?: string | null }>(
  url: string,
  query: Query,
  headers: Record<string, string>,
) => walkPages<Page>((cursor) => get(url, { ...query, ...(cursor ? { cursor } : {}) }, headers));

/** A page's windows joined to the last page's where the page goes on with the same window. */
const joinWindows = (pages: DayPage[]) =>
  pages
    .flatMap((page) => page.windows)
    .reduce<DayPage['windows']>((joined, window) => {
      const last = joined.at(-1);
      if (last && last.time_slot === window.time_slot) last.orders.push(...window.orders);
      else joined.push({ time_slot: window.time_slot, orders: [...window.orders] });
      return joined;
    }, []);

/**
 * A busy day: deliveries and pickups in two windows and without one, made, to make and done, some
 * driven by the owner; the next day's order and another shop's, which no page of it shows.
 */
async function busyDay() {
  const shop = await openShop(t.app);
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, shop.email));
  const day = daysFromNow(3);
  const morning = '09:00-12:00';
  const afternoon = '13:00-17:00';
  const wanted: [string | null, 'pending' | 'ready' | 'done', 'delivery' | 'pickup', boolean][] = [
    [afternoon, 'pending', 'delivery', false],
    [morning, 'ready', 'delivery', true],
    [afternoon, 'done', 'delivery', true],
    [null, 'pending', 'pickup', false],
    [morning, 'pending', 'delivery', false],
    [afternoon, 'ready', 'pickup', false],
    [null, 'ready', 'delivery', true],
    [morning, 'done', 'pickup', false],
    [null, 'pending', 'delivery', false],
  ];
  // Each is placed on a day of its own (a window holds a few orders), then set as the test wants it.
  for (const [index, [slot, status, method, driven]] of wanted.entries()) {
    const order = await submitted(shop, { delivery_date: daysFromNow(6 + index) });
    await t.database.db
      .update(orders)
      .set({
        deliveryDate: day,
        timeSlot: slot,
        orderStatus: status,
        method,
        ...(method === 'pickup' ? { locationId: shop.location.id } : {}),
        ...(driven ? { driverId: owner?.id, driverName: 'Owner' } : {}),
      })
      .where(eq(orders.id, order.uuid));
  }
  await submitted(shop, { delivery_date: daysFromNow(4), time_slot: morning });
  const other = await openShop(t.app);
  await submitted(other, { delivery_date: day, time_slot: morning });
  return { shop, other, day };
}

describe('the day view in pages', () => {
  it('walks the day page by page, each order once, in the whole view’s order and windows', async () => {
    const { shop, day } = await busyDay();
    const whole = (await get('/api/orders/day', { date: day }, shop.headers)).json() as DayPage;
    // Without a limit the answer is what it always was: no cursor.
    expect(Object.keys(whole).sort()).toEqual(['counts', 'date', 'today', 'windows']);
    expect(whole.counts).toEqual({ to_make: 4, made: 3, to_deliver: 5, to_pick_up: 2, done: 2, total: 9 });
    expect(whole.windows.map((w) => [w.time_slot, w.orders.length])).toEqual([
      ['09:00-12:00', 3],
      ['13:00-17:00', 3],
      [null, 3],
    ]);
    for (const limit of [1, 2, 4, 200]) {
      const pages = await walk<DayPage>('/api/orders/day', { date: day, limit }, shop.headers);
      expect(joinWindows(pages)).toEqual(whole.windows);
      expect(pages.every((page) => JSON.stringify(page.counts) === JSON.stringify(whole.counts))).toBe(true);
      expect(pages.every((page) => page.date === day)).toBe(true);
      expect(pages.at(-1)?.next_cursor).toBeNull();
      expect(pages.length).toBe(Math.ceil(9 / limit));
    }
  });

  it('answers a day without orders with an empty page and zero counts', async () => {
    const shop = await openShop(t.app);
    const response = await get('/api/orders/day', { date: daysFromNow(20), limit: 10 }, shop.headers);
    expect(response.json()).toMatchObject({
      windows: [],
      counts: { to_make: 0, made: 0, to_deliver: 0, to_pick_up: 0, done: 0, total: 0 },
      next_cursor: null,
    });
  });
});

describe('the delivery run in pages', () => {
  it('walks everyone’s stops and the driver’s own, with the day’s count and stops to go', async () => {
    const { shop, day } = await busyDay();
    for (const driver of [{}, { driver: 'me' }] as Query[]) {
      const whole = (await get('/api/deliveries', { date: day, ...driver }, shop.headers)).json() as RunPage;
      expect(whole.count).toBe('driver' in driver ? 3 : 6);
      expect(whole.to_go).toBe('driver' in driver ? 2 : 5);
      for (const limit of [1, 4, 200]) {
        const pages = await walk<RunPage>('/api/deliveries', { date: day, limit, ...driver }, shop.headers);
        expect(pages.flatMap((page) => page.items)).toEqual(whole.items);
        expect(pages.every((page) => page.count === whole.count && page.to_go === whole.to_go)).toBe(true);
        expect(pages.at(-1)?.next_cursor).toBeNull();
      }
    }
  });
});

describe('a page’s cursor', () => {
  it.each([
    ['/api/orders/day', 'a cursor that is not one', { limit: 5, cursor: 'not-a-cursor' }, 'cursor'],
    [
      '/api/orders/day',
      'the run’s cursor',
      { limit: 5, cursor: cursorOf(['run', '2026-02-03', null, 1]) },
      'cursor',
    ],
    [
      '/api/deliveries',
      'the day’s cursor',
      { limit: 5, cursor: cursorOf(['day', '2026-02-03', null, 1]) },
      'cursor',
    ],
    ['/api/deliveries', 'a cursor too long', { limit: 5, cursor: 'x'.repeat(401) }, 'cursor'],
    [
      '/api/orders/day',
      'a cursor without a limit',
      { cursor: cursorOf(['day', '2026-02-03', null, 1]) },
      'limit',
    ],
    [
      '/api/deliveries',
      'a cursor without a limit',
      { cursor: cursorOf(['run', '2026-02-03', null, 1]) },
      'limit',
    ],
    ['/api/orders/day', 'a limit of 201', { limit: 201 }, 'limit'],
    ['/api/deliveries', 'a limit of 0', { limit: 0 }, 'limit'],
  ])('%s refuses %s (400 with the field)', async (url, _label, query, field) => {
    const shop = await openShop(t.app);
    const response = await get(url, { date: daysFromNow(1), ...query }, shop.headers);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(response.json().details[field]).toBeTruthy();
  });

  it('gives another shop’s sign-in nothing of the shop the cursor came from; florists walk pages', async () => {
    const { shop, other, day } = await busyDay();
    const mine = new Set(
      joinWindows(await walk<DayPage>('/api/orders/day', { date: day, limit: 1 }, shop.headers)).flatMap(
        (w) => w.orders.map((o) => o.uuid),
      ),
    );
    for (const url of ['/api/orders/day', '/api/deliveries']) {
      const first = await get(url, { date: day, limit: 1 }, shop.headers);
      const cursor = (first.json() as { next_cursor: string }).next_cursor;
      const theirs = await get(url, { date: day, limit: 10, cursor }, other.headers);
      expect(theirs.statusCode, theirs.body).toBe(200);
      expect(theirs.body).not.toMatch([...mine].join('|'));
    }
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const pages = await walk<DayPage>('/api/orders/day', { date: day, limit: 4 }, bearer(florist.access));
    expect(joinWindows(pages).flatMap((w) => w.orders).length).toBe(9);
  });
});

function cursorOf(key: unknown[]) {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}
