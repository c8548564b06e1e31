import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app';
import { BULK_PASSWORD, seedBulk } from './bulk';

const t = setupTestApp();

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute(query)) as unknown as { rows: T[] };

describe('bulk seed', () => {
  it('makes whole shops the app can use, the same on every run, and only adds what is missing', async () => {
    const size = { shops: 2, orders: 400, products: 6, customers: 30 };
    const shops = await seedBulk(t.database.db, size);
    expect(shops.map((s) => s.url)).toEqual(['bulk-1', 'bulk-2']);

    // The owner signs in and sees the shop's orders, counted as the app counts them.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: shops[0]?.email, password: BULK_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signIn.json().access}` };
    const all = await t.app.inject({ method: 'GET', url: '/api/orders?status=all&limit=5', headers });
    expect(all.json().count).toBe(400);
    expect(all.json().items[0].number).toBe(1400);
    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/orders?status=pending', headers })
    ).json();
    expect(pending.count).toBeGreaterThan(0);
    // Every order opens: its id is one the API's id check accepts (an md5 digest alone is not).
    for (const order of pending.items as { uuid: string }[]) {
      const opened = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers });
      expect(opened.statusCode, order.uuid).toBe(200);
    }
    const storefront = await t.app.inject({ method: 'GET', url: '/api/storefront/bulk-1/products' });
    expect(storefront.json().count).toBe(6);
    const customers = (await t.app.inject({ method: 'GET', url: '/api/customers/', headers })).json();
    expect(customers.total).toBe(30);

    // Customers' totals add up to their orders'.
    const [spent] = (
      await rows<{ customers: string; orders: string }>(sql`
        select (select sum(total_spent) from customers c join businesses b on b.id = c.business_id where b.url = 'bulk-1') as customers,
               (select sum(o.total) from orders o join businesses b on b.id = o.business_id
                 where b.url = 'bulk-1' and o.customer_id is not null) as orders`)
    ).rows;
    expect(Number(spent?.customers)).toBeCloseTo(Number(spent?.orders), 2);
    // The windows' places count the orders in them, as the trigger keeps them (migration 0021).
    const places = (
      (await t.database.db.execute(sql`
        select (select coalesce(sum(booked), 0)::int from slot_bookings where business_id = b.id) as booked,
          (select count(*)::int from orders where business_id = b.id and order_status <> 'draft'
             and deleted_at is null and delivery_date is not null and time_slot is not null) as orders
        from businesses b where b.url = 'bulk-1'`)) as unknown as {
        rows: { booked: number; orders: number }[];
      }
    ).rows[0];
    expect(places?.booked).toBe(places?.orders);
    expect(places?.orders).toBeGreaterThan(0);

    // A second run of a bigger size adds the rest; the first orders are the same rows.
    const before = (
      await rows<{ id: string; sender: string }>(sql`
      select o.id, o.sender_name as sender from orders o join businesses b on b.id = o.business_id
      where b.url = 'bulk-1' and o.number = 1010`)
    ).rows;
    await seedBulk(t.database.db, { ...size, shops: 1, orders: 500 });
    const after = (
      await rows<{ id: string; sender: string }>(sql`
      select o.id, o.sender_name as sender from orders o join businesses b on b.id = o.business_id
      where b.url = 'bulk-1' and o.number = 1010`)
    ).rows;
    expect(after).toEqual(before);
    const grown = await t.app.inject({ method: 'GET', url: '/api/orders?status=all&limit=1', headers });
    expect(grown.json().count).toBe(500);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers,
      payload: { method: 'pickup', price: 10 },
    });
    expect(draft.json().number).toBe(1501);
  });
});
