import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, orders, users } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { daysFromNow, deliveryDetails, draftOrder, openShop, payInCash } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

const t = setupTestApp();

type Shop = Awaited<ReturnType<typeof openShop>>;
type Page = {
  items: { uuid: string; number: number; order_status: string }[];
  count: number;
  next_cursor: string | null;
  count_is_estimate: boolean;
};

const list = (headers: Record<string, string>, query: Record<string, string | number>) =>
  t.app.inject({
    method: 'GET',
    url: `/api/orders?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers,
  });

const numbersOf = async (headers: Record<string, string>, query: Record<string, string | number>) => {
  const response = await list(headers, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>().items.map((o) => o.number);
};

/** A submitted order (pending) with the given customer details. */
async function placeOrder(
  shop: Shop,
  details: Record<string, unknown> = {},
  draft: Record<string, unknown> = {},
) {
  const order = await draftOrder(t.app, shop.headers, draft);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails(details),
  });
  expect(response.statusCode, response.body).toBe(200);
  return order;
}

async function userId(headers: Record<string, string>) {
  return (await t.app.inject({ method: 'GET', url: '/api/users/info', headers })).json<{ id: string }>().id;
}

/** Many orders at once, straight into the table, some sharing one creation time to the microsecond. */
async function insertOrders(
  shop: Shop,
  count: number,
  values: (i: number) => Partial<typeof orders.$inferInsert>,
) {
  const start = Date.parse('2020-01-01T00:00:00Z');
  await t.database.db.insert(orders).values(
    Array.from({ length: count }, (_, i) => ({
      businessId: shop.business.id,
      number: 5000 + i,
      method: 'delivery' as const,
      price: '10.00',
      // Groups of three share a timestamp: the cursor must break ties by number.
      createdAt: new Date(start + Math.floor(i / 3) * 60_000),
      ...values(i),
    })),
  );
  // The counters of docs/decisions/006, as the services would have kept them.
  await t.database.db.execute(sql`
    insert into order_counts (business_id, order_status, count)
    select business_id, order_status, count(*) from orders where business_id = ${shop.business.id} and deleted_at is null
    group by business_id, order_status
    on conflict (business_id, order_status) do update set count = excluded.count`);
}

describe('order search', () => {
  it('finds an order by each of its fields, and by number with or without #', async () => {
    const shop = await openShop(t.app);
    const target = await placeOrder(shop, {
      sender_name: 'Grace Hopper',
      sender_email: 'grace.hopper@navy.example',
      sender_phone: '+1 (202) 555-0199',
      recipient_name: 'Margaret Hamilton',
      recipient_phone: '06 12 34 56 78',
      delivery_address: 'Apollo Lane 11',
      delivery_city: 'Cambridge',
      delivery_zipcode: '10115',
      card_message: 'To the moon and back',
    });
    const other = await placeOrder(shop, { recipient_name: 'Alan Turing', delivery_city: 'Manchester' });
    const only = [target.number];
    for (const search of [
      'hopper',
      'GRACE hop',
      'grace.hopper@navy',
      'margaret',
      '0612345678',
      '06-12-34 5678',
      '2025550199',
      'apollo lane',
      'cambridge',
      'moon and back',
      `#${target.number}`,
    ]) {
      expect(await numbersOf(shop.headers, { status: 'all', search }), search).toEqual(only);
    }
    // The zip code both share finds both, newest first.
    expect(await numbersOf(shop.headers, { status: 'all', search: '10115' })).toEqual([
      other.number,
      target.number,
    ]);
    // A bare number finds the order with it (and any phone or zip that holds the digits).
    expect(await numbersOf(shop.headers, { status: 'all', search: String(other.number) })).toEqual([
      other.number,
    ]);
    // Percent and underscore are letters, not patterns.
    expect(await numbersOf(shop.headers, { status: 'all', search: '%%%' })).toEqual([]);
    expect(await numbersOf(shop.headers, { status: 'all', search: 'nobody-like-this' })).toEqual([]);
  });

  it('combines the search with the view and the filters', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const floristId = await userId(bearer(florist.access));
    const later = daysFromNow(5);
    const a = await placeOrder(
      shop,
      { recipient_name: 'Rose Red', delivery_date: later },
      { assigned_to: floristId },
    );
    const b = await placeOrder(shop, { recipient_name: 'Rose White' });
    const c = await draftOrder(t.app, shop.headers, { method: 'pickup', price: 20 });
    await payInCash(t.app, shop, b.uuid);
    const h = shop.headers;
    expect(await numbersOf(h, { status: 'all', search: 'rose' })).toEqual([b.number, a.number]);
    expect(await numbersOf(h, { status: 'pending', search: 'rose' })).toEqual([b.number, a.number]);
    expect(await numbersOf(h, { status: 'done', search: 'rose' })).toEqual([]);
    expect(await numbersOf(h, { search: 'rose', payment_status: 'done' })).toEqual([b.number]);
    expect(await numbersOf(h, { payment_status: 'pending', method: 'delivery' })).toEqual([a.number]);
    expect(await numbersOf(h, { method: 'pickup' })).toEqual([c.number]);
    expect(await numbersOf(h, { from: later, to: later })).toEqual([a.number]);
    expect(await numbersOf(h, { from: daysFromNow(6) })).toEqual([]);
    expect(await numbersOf(h, { to: daysFromNow(2), search: 'rose' })).toEqual([b.number]);
    expect(await numbersOf(h, { assigned_to: floristId })).toEqual([a.number]);
    expect(await numbersOf(h, { assigned_to: 'none' })).toEqual([c.number, b.number]);
    expect(await numbersOf(h, { assigned_to: 'none', search: 'rose', method: 'delivery' })).toEqual([
      b.number,
    ]);
    const pickupShop = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${c.uuid}`,
      payload: { ...deliveryDetails(), location_id: shop.location.id },
    });
    expect(pickupShop.statusCode, pickupShop.body).toBe(200);
    // Deliveries belong to the location of their zip code, pickups to the chosen shop.
    expect(await numbersOf(h, { location_id: shop.location.id })).toEqual([c.number, b.number, a.number]);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/business/locations/',
      headers: h,
      payload: { name: 'Market stall', address: 'Markt 2', city: 'Berlin', zipcode: '10119' },
    });
    expect(await numbersOf(h, { location_id: second.json<{ id: string }>().id })).toEqual([]);
    const filtered = (await list(h, { status: 'all', method: 'delivery' })).json<Page>();
    expect(filtered).toMatchObject({ count: 2, count_is_estimate: false, next_cursor: null });
  });

  it('pages through the whole history by cursor, without duplicates or gaps', async () => {
    const shop = await openShop(t.app);
    await insertOrders(shop, 130, (i) => ({
      orderStatus: i % 2 === 0 ? 'done' : 'pending',
      recipientName: i % 5 === 0 ? 'Iris Paging' : 'Someone Else',
      // Open orders: several share a date and slot, a few have no slot at all.
      deliveryDate: `2020-02-${String((i % 9) + 1).padStart(2, '0')}`,
      timeSlot: i % 7 === 0 ? null : i % 3 === 0 ? '13:00-17:00' : '09:00-12:00',
    }));
    const walk = async (query: Record<string, string | number>) => {
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < 100; pages++) {
        const response = await list(shop.headers, { ...query, limit: 7, ...(cursor ? { cursor } : {}) });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<Page>();
        seen.push(...page.items.map((o) => o.number));
        cursor = page.next_cursor;
        if (!cursor) return seen;
      }
      throw new Error('paging did not end');
    };
    const newestFirst = await numbersOf(shop.headers, { status: 'all', method: 'delivery', limit: 300 });
    expect(newestFirst).toHaveLength(130);
    expect(await walk({ status: 'all' })).toEqual(newestFirst);
    expect(await walk({ status: 'all', method: 'delivery' })).toEqual(newestFirst);
    expect(await walk({ status: 'done' })).toEqual(newestFirst.filter((n) => n % 2 === 0));
    const iris = await walk({ status: 'all', search: 'iris' });
    expect(iris).toEqual(newestFirst.filter((n) => (n - 5000) % 5 === 0));
    const open = await walk({ status: 'pending' });
    const sortedOpen = await numbersOf(shop.headers, { status: 'pending', method: 'delivery', limit: 300 });
    expect(sortedOpen).toHaveLength(65);
    expect(open).toEqual(sortedOpen);
    expect(new Set(open).size).toBe(65);
  });

  it('counts a search only up to its cap', async () => {
    const shop = await openShop(t.app);
    await insertOrders(shop, 1005, () => ({ orderStatus: 'done', recipientName: 'Capped Count' }));
    const page = (await list(shop.headers, { status: 'all', search: 'capped', limit: 5 })).json<Page>();
    expect(page).toMatchObject({ count: 1000, count_is_estimate: true });
    expect(page.items).toHaveLength(5);
    expect(page.next_cursor).toBeTruthy();
    // A plain view keeps its exact count, by cursor too.
    const plain = (await list(shop.headers, { status: 'all', limit: 5 })).json<Page>();
    expect(plain).toMatchObject({ count: 1005, count_is_estimate: false });
    const next = (
      await list(shop.headers, { status: 'all', limit: 5, cursor: plain.next_cursor ?? '' })
    ).json<Page>();
    expect(next).toMatchObject({ count: 1005, count_is_estimate: false });
  });

  it('keeps the plain views as they were, with a cursor to go on', async () => {
    const shop = await openShop(t.app);
    const orders3 = [await draftOrder(t.app, shop.headers), await draftOrder(t.app, shop.headers)];
    const first = (await list(shop.headers, { status: 'all', limit: 1 })).json<Page>();
    expect(first).toMatchObject({
      count: 2,
      count_is_estimate: false,
      items: [{ number: orders3[1]?.number }],
    });
    const second = (
      await list(shop.headers, { status: 'all', limit: 1, cursor: first.next_cursor ?? '' })
    ).json<Page>();
    expect(second).toMatchObject({ count: 2, next_cursor: null, items: [{ number: orders3[0]?.number }] });
    const byOffset = (await list(shop.headers, { status: 'all', limit: 1, offset: 1 })).json<Page>();
    expect(byOffset).toMatchObject({ count: 2, next_cursor: null, items: [{ number: orders3[0]?.number }] });
  });

  it.each([
    ['a cursor that is not one', { cursor: 'not-a-cursor' }, 'cursor'],
    [
      'a cursor of another view',
      { status: 'pending', cursor: 'WyJhbGwiLCIyMDIwLTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd' },
      'cursor',
    ],
    [
      'a cursor with a bad time',
      { cursor: Buffer.from('["all","2020-13-45T99:00:00.000000Z",1]').toString('base64url') },
      'cursor',
    ],
    [
      'a cursor with an offset',
      { cursor: 'WyJhbGwiLCIyMDIwLTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLDFd', offset: 20 },
      'cursor',
    ],
    ['a search too short', { search: 'ab' }, 'search'],
    ['a search too long', { search: 'x'.repeat(121) }, 'search'],
    ['an unknown payment status', { payment_status: 'maybe' }, 'payment_status'],
    ['an unknown method', { method: 'drone' }, 'method'],
    ['a date that does not exist', { from: '2026-02-30' }, 'from'],
    ['a range that ends before it starts', { from: '2026-03-02', to: '2026-03-01' }, 'to'],
    ['a location that is not an id', { location_id: '12' }, 'location_id'],
    ['an assignee that is not a person', { assigned_to: 'me' }, 'assigned_to'],
  ])('refuses %s (400)', async (_label, query, field) => {
    const shop = await openShop(t.app);
    const response = await list(shop.headers, query as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(response.json().details[field]).toBeTruthy();
  });

  it('finds a phone number however it was stored and typed, read in the shop’s country, in its own shop only', async () => {
    const berlin = async () => {
      const shop = await openShop(t.app);
      // Numbers typed without a country code are read as German ones (contract/phone.ts).
      await t.database.db
        .update(businesses)
        .set({ timeZone: 'Europe/Berlin' })
        .where(eq(businesses.id, shop.business.id));
      return shop;
    };
    const shop = await berlin();
    const other = await berlin();
    const international = await placeOrder(shop, { sender_phone: '+49 30 5550100' });
    const national = await placeOrder(shop, {
      recipient_phone: '030 5550177',
      delivery_date: daysFromNow(2),
    });
    await placeOrder(shop, {
      sender_phone: '+49 40 5550100',
      recipient_phone: '040 5550177',
      delivery_date: daysFromNow(3),
    });
    // The same numbers in another shop are never found from this one.
    await placeOrder(other, { sender_phone: '030 5550100', recipient_phone: '+49 30 5550177' });
    const cases: [string, number][] = [
      ['030 5550100', international.number],
      ['030/555 01 00', international.number],
      ['+49 30 5550100', international.number],
      ['0049 30 5550100', international.number],
      ['+49 30 5550177', national.number],
      ['+49 (30) 555-0177', national.number],
      ['030 5550177', national.number],
    ];
    for (const [search, number] of cases) {
      const response = await list(shop.headers, { status: 'all', search });
      expect(response.json<Page>(), search).toMatchObject({ items: [{ number }], count: 1 });
    }
    const theirs = await list(other.headers, { status: 'all', search: '+49 30 5550100' });
    expect(theirs.json<Page>().count).toBe(1);
  });

  it("never finds another shop's orders, by search, location, assignee or cursor", async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirs = await placeOrder(other, {
      recipient_name: 'Secret Recipient',
      recipient_phone: '0999 888 777',
    });
    const otherOwner = await userId(other.headers);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${theirs.uuid}/assign`,
      headers: other.headers,
      payload: { assigned_to: otherOwner },
    });
    const queries: Record<string, string>[] = [
      { search: 'secret' },
      { search: '0999888777' },
      { search: `#${theirs.number}` },
      { location_id: other.location.id },
      { assigned_to: otherOwner },
    ];
    for (const query of queries) {
      const response = await list(shop.headers, { status: 'all', ...query });
      expect(response.json<Page>(), JSON.stringify(query)).toMatchObject({ items: [], count: 0 });
    }
    // Their cursor only says where to continue in one's own shop.
    const theirPage = (await list(other.headers, { status: 'all', search: 'secret', limit: 1 })).json<Page>();
    expect(theirPage.items).toHaveLength(1);
  });

  it('lets florists search, and nobody signed out', async () => {
    const shop = await openShop(t.app);
    await placeOrder(shop, { recipient_name: 'Florist Visible' });
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect(await numbersOf(bearer(florist.access), { search: 'visible', status: 'pending' })).toHaveLength(1);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/orders?search=visible' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('team people', () => {
  it('lists the active people of the shop for anyone of it, without e-mails or other shops', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const gone = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'manager' });
    await t.database.db
      .update(users)
      .set({ firstName: 'Flo', lastName: 'Rist' })
      .where(eq(users.email, florist.email));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, gone.email));
    await addStaff(t.app, t.database.db, { businessId: other.business.id, role: 'florist' });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: bearer(florist.access),
    });
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json<{ items: { id: string; name: string; role: string }[]; count: number }>();
    expect(people.count).toBe(2);
    expect(people.items.map((p) => p.role)).toEqual(['owner', 'florist']);
    expect(people.items[1]).toEqual({
      id: await userId(bearer(florist.access)),
      name: 'Flo Rist',
      role: 'florist',
    });
    expect(Object.keys(people.items[0] ?? {}).sort()).toEqual(['id', 'name', 'role']);

    expect((await t.app.inject({ method: 'GET', url: '/api/users/team' })).statusCode).toBe(401);
  });

  it('gives an order to a florist, who then finds it under their name', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const people = (
      await t.app.inject({ method: 'GET', url: '/api/users/team', headers: shop.headers })
    ).json<{
      items: { id: string; role: string }[];
    }>();
    const floristId = people.items.find((p) => p.role === 'florist')?.id as string;
    const order = await placeOrder(shop, { recipient_name: 'Assigned Person' });
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/assign`,
      headers: shop.headers,
      payload: { assigned_to: floristId },
    });
    expect(assign.statusCode).toBe(200);
    expect(await numbersOf(bearer(florist.access), { status: 'pending', assigned_to: floristId })).toEqual([
      order.number,
    ]);
    expect(await numbersOf(shop.headers, { status: 'pending', assigned_to: 'none' })).toEqual([]);
  });
});
