import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { daysFromNow, draftOrder, openShop } from '../../test/shop-setup';
import { walkPages } from '../../test/walk-pages';
import { setupOrders } from './orders-setup';

/*
 * The calendar's list in pages (docs/decisions/068): `limit` and the previous page's cursor walk a
 * busy day (or a range) in the calendar's order, each order once, with the whole range's count;
 * without `limit` the call answers the whole list as it always did.
 */

const { t, submitted } = setupOrders();
type Shop = Awaited<ReturnType<typeof openShop>>;
type Page = { items: { uuid: string }[]; count: number; next_cursor?: string | null };

const calendar = (shop: Shop, query: Record<string, string | number>, headers = shop.headers) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders/calendar?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers,
  });

/** Every page from the first, by each page's cursor. */
const walk = (shop: Shop, range: Record<string, string>, limit: number) =>
  walkPages<Page>((cursor) => calendar(shop, { ...range, limit, ...(cursor ? { cursor } : {}) }));

/** A busy day: orders in two windows and without one, the next day's, a draft and another shop's. */
async function busyDays() {
  const shop = await openShop(t.app);
  const day = daysFromNow(3);
  const next = daysFromNow(4);
  const morning = '09:00-12:00';
  const afternoon = '13:00-17:00';
  const wanted: [string, string | null][] = [
    [day, afternoon],
    [day, morning],
    [day, afternoon],
    [next, afternoon],
    [day, null],
    [day, morning],
    [day, afternoon],
    [next, morning],
    [day, null],
  ];
  // Each is placed on a day of its own (a window holds a few orders), then put where the test
  // wants it; an order without a window is written so too, since the form always asks for one.
  for (const [index, [date, slot]] of wanted.entries()) {
    const order = await submitted(shop, { delivery_date: daysFromNow(6 + index) });
    await t.database.db
      .update(orders)
      .set({ deliveryDate: date, timeSlot: slot })
      .where(eq(orders.id, order.uuid));
  }
  await draftOrder(t.app, shop.headers);
  const other = await openShop(t.app);
  await submitted(other, { delivery_date: day, time_slot: morning });
  return { shop, other, day, next };
}

describe('the calendar in pages', () => {
  it('walks a day and a range page by page, each order once, in the whole list’s order', async () => {
    const { shop, day, next } = await busyDays();
    for (const range of [
      { start_date: day, end_date: day },
      { start_date: day, end_date: next },
    ]) {
      const whole = await calendar(shop, range);
      // Without a limit the answer is what it always was: the whole list and its length, no cursor.
      expect(Object.keys(whole.json()).sort()).toEqual(['count', 'items']);
      const all = (whole.json() as Page).items.map((o) => o.uuid);
      expect(all).toHaveLength(range.end_date === day ? 7 : 9);
      for (const limit of [1, 2, 3, 5, 200]) {
        const pages = await walk(shop, range, limit);
        expect(pages.flatMap((p) => p.items.map((o) => o.uuid))).toEqual(all);
        expect(pages.every((p) => p.count === all.length)).toBe(true);
        expect(pages.at(-1)?.next_cursor).toBeNull();
        expect(pages.slice(0, -1).every((p) => p.items.length === limit)).toBe(true);
      }
    }
    // The windowless orders close the day, after both windows.
    const { items } = (await calendar(shop, { start_date: day, end_date: day })).json() as {
      items: { time_slot: string | null }[];
    };
    expect(items.map((o) => o.time_slot)).toEqual([
      '09:00-12:00',
      '09:00-12:00',
      '13:00-17:00',
      '13:00-17:00',
      '13:00-17:00',
      null,
      null,
    ]);
  });

  it('answers an empty page with the count for a day without orders, and past the end', async () => {
    const { shop, day } = await busyDays();
    const empty = await calendar(shop, { start_date: daysFromNow(20), end_date: daysFromNow(20), limit: 10 });
    expect(empty.json()).toEqual({ items: [], count: 0, next_cursor: null });
    const [first] = await walk(shop, { start_date: day, end_date: day }, 7);
    expect(first).toMatchObject({ count: 7, next_cursor: null });
    // A cursor of a later day than the range asks for reads nothing of the range.
    const later = (await walk(shop, { start_date: daysFromNow(4), end_date: daysFromNow(4) }, 1))[0];
    const past = await calendar(shop, {
      start_date: day,
      end_date: day,
      limit: 5,
      cursor: later?.next_cursor ?? '',
    });
    expect(past.json()).toEqual({ items: [], count: 7, next_cursor: null });
  });

  it.each([
    ['a cursor that is not one', { limit: 5, cursor: 'not-a-cursor' }, 'cursor'],
    [
      'a cursor of the order search',
      { limit: 5, cursor: 'WyJhbGwiLCIyMDIwLTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd' },
      'cursor',
    ],
    [
      'a cursor with a day that does not exist',
      { limit: 5, cursor: cursorOf(['calendar', '2026-02-30', null, 1]) },
      'cursor',
    ],
    [
      'a cursor with a number that is not one',
      { limit: 5, cursor: cursorOf(['calendar', '2026-02-03', null, 'x']) },
      'cursor',
    ],
    ['a cursor too long', { limit: 5, cursor: 'x'.repeat(401) }, 'cursor'],
    ['a cursor without a limit', { cursor: cursorOf(['calendar', '2026-02-03', null, 1]) }, 'limit'],
    ['a limit of 0', { limit: 0 }, 'limit'],
    ['a limit of 201', { limit: 201 }, 'limit'],
    ['a limit that is not a number', { limit: 'ten' }, 'limit'],
  ])('refuses %s (400 with the field)', async (_label, query, field) => {
    const shop = await openShop(t.app);
    const response = await calendar(shop, { start_date: daysFromNow(1), end_date: daysFromNow(1), ...query });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    expect(response.json().details[field]).toBeTruthy();
  });

  it('gives another shop’s cursor nothing of that shop, and florists no pages', async () => {
    const { shop, other, day } = await busyDays();
    const [first] = await walk(shop, { start_date: day, end_date: day }, 1);
    const cursor = first?.next_cursor ?? '';
    const theirs = await calendar(other, { start_date: day, end_date: day, limit: 10, cursor });
    expect(theirs.statusCode).toBe(200);
    const mine = new Set(
      ((await calendar(shop, { start_date: day, end_date: day })).json() as Page).items.map((o) => o.uuid),
    );
    expect((theirs.json() as Page).items.some((o) => mine.has(o.uuid))).toBe(false);
    expect((theirs.json() as Page).count).toBe(1);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const refused = await calendar(
      shop,
      { start_date: day, end_date: day, limit: 1, cursor },
      bearer(florist.access),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('shows an order moved to the day on the next read of its page', async () => {
    const { shop, day } = await busyDays();
    const range = { start_date: day, end_date: day, limit: 100 };
    expect((await calendar(shop, range)).json()).toMatchObject({ count: 7 });
    const moved = await submitted(shop, { delivery_date: daysFromNow(20) });
    await t.database.db.update(orders).set({ deliveryDate: day }).where(eq(orders.id, moved.uuid));
    await expect.poll(async () => (await calendar(shop, range)).json().count).toBe(8);
  });
});

function cursorOf(key: unknown[]) {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}
