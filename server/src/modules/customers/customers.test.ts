import { customerSorts } from '@contract/customers';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerSearchText, customers } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { deliveryDetails, draftOrder, openShop, payInCash } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';
import { orderOf } from './customers.service';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A submitted order from a sender; each needs its own window place (two per morning window). */
async function orderFrom(shop: Shop, sender: Record<string, string>, price: number, slot = '13:00-17:00') {
  const draft = await draftOrder(t.app, shop.headers, { price });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${draft.uuid}`,
    payload: deliveryDetails({ ...sender, time_slot: slot }),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  // A customer's count and spend are their paid orders'.
  const paid = await payInCash(t.app, shop, draft.uuid);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  return draft;
}

async function shopWithCustomers() {
  const shop = await openShop(t.app);
  await orderFrom(shop, { sender_name: 'Ada Lovelace', sender_email: 'ada@example.com' }, 40);
  await orderFrom(
    shop,
    { sender_name: 'Grace Hopper', sender_email: 'grace@example.com', sender_phone: '+1 555 0100' },
    25,
  );
  await orderFrom(shop, { sender_name: 'Ada Lovelace', sender_email: 'ADA@example.com' }, 60);
  await orderFrom(shop, { sender_name: '=HYPERLINK("x")', sender_email: 'mallory@example.com' }, 10);
  return shop;
}

const list = (shop: Shop, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/customers/?${query}`, headers: shop.headers });

describe('customers', () => {
  it('list with the seed defaults: page 1, 20, last order first', async () => {
    const shop = await shopWithCustomers();
    const response = await list(shop);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 20 });
    expect(body.items.map((c: { name: string }) => c.name)).toEqual([
      '=HYPERLINK("x")',
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(body.items[1]).toMatchObject({ email: 'ada@example.com', order_count: 2, total_spent: 111.8 });
  });

  it('sort by a whitelisted column either way, search, and page', async () => {
    const shop = await shopWithCustomers();
    const names = async (query: string) =>
      (await list(shop, query)).json().items.map((c: { name: string }) => c.name);
    expect(await names('sort_by=total_spent&sort_order=desc')).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      '=HYPERLINK("x")',
    ]);
    expect(await names('sort_by=name&sort_order=asc')).toEqual([
      '=HYPERLINK("x")',
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(await names('sort_by=order_count&sort_order=desc&page_size=1')).toEqual(['Ada Lovelace']);
    expect(await names('search=grace')).toEqual(['Grace Hopper']);
    expect(await names('search=0100')).toEqual(['Grace Hopper']);
    expect(await names('search=GRACE%40EXAMPLE')).toEqual(['Grace Hopper']);
    const second = (await list(shop, 'sort_by=name&sort_order=asc&page=2&page_size=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2, items: [{ name: 'Grace Hopper' }] });
    const past = (await list(shop, 'page=9')).json();
    expect(past).toMatchObject({ total: 3, items: [] });
  });

  it.each([
    ['page_size=10000', 'page_size'],
    ['page=0', 'page'],
    ['sort_by=name;drop table customers', 'sort_by'],
    ['sort_by=password_hash', 'sort_by'],
    ['sort_order=sideways', 'sort_order'],
  ])('refuses %s', async (query, field) => {
    const shop = await openShop(t.app);
    const response = await list(shop, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toHaveProperty(field);
  });

  it('show a customer’s orders, newest first', async () => {
    const shop = await shopWithCustomers();
    const ada = (await list(shop, 'search=ada')).json().items[0];
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${ada.id}/orders`,
      headers: shop.headers,
    });
    expect(response.json()).toMatchObject({ count: 2, customer: { name: 'Ada Lovelace' } });
    expect(response.json().items.map((o: { total: number }) => o.total)).toEqual([65.9, 45.9]);
  });

  it('export as CSV that a spreadsheet will not run', async () => {
    const shop = await shopWithCustomers();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers/export',
      headers: shop.headers,
    });
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,email,phone,order_count,total_spent,first_order_date,last_order_date');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)","mallory@example.com",/);
    expect(lines.find((l) => l.startsWith('"Grace'))).toContain(`"'+1 555 0100"`);
  });

  it('export every cell quoted, so a `;` locale cannot split one into a formula', async () => {
    const shop = await openShop(t.app);
    await orderFrom(shop, { sender_name: '=1+2', sender_email: 'one@example.com' }, 10);
    await orderFrom(shop, { sender_name: 'a;=cmd', sender_email: 'two@example.com' }, 10);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers/export',
      headers: shop.headers,
    });
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows.find((row) => row.includes('one@'))).toMatch(
      /^"'=1\+2","one@example\.com","'\+49 30 555 0101",/,
    );
    // In quotes, the `;` stays inside the name when a spreadsheet splits the file on `;`.
    expect(rows.find((row) => row.includes('two@'))).toMatch(/^"a;=cmd","two@example\.com",/);
    for (const row of rows) expect(row).toMatch(/^("([^"]|"")*",)*"([^"]|"")*"$/);
  });

  it('are the shop’s own and for staff only', async () => {
    const shop = await shopWithCustomers();
    const other = await openShop(t.app);
    const theirs = (await list(shop)).json().items[0].id;
    expect((await list(other)).json().total).toBe(0);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/customers/${theirs}/orders`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    for (const url of ['/api/customers/', '/api/customers/export', `/api/customers/${theirs}/orders`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(florist.access) });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('count the whole list from the shop’s counter, and a search up to 1 000', async () => {
    const shop = await shopWithCustomers();
    const counted = async () =>
      (
        (await t.database.db.execute(
          sql`select sum(count)::int as count from customer_counts where business_id = ${shop.business.id}`,
        )) as unknown as { rows: { count: number }[] }
      ).rows[0]?.count;
    expect(await counted()).toBe(3);
    // A bulk load (as a restore or an import would) is counted in one statement.
    await t.database.db.execute(sql`
      insert into customers (business_id, identity, name, email, first_order_date, last_order_date)
      select ${shop.business.id}, 'bulk' || n || '@example.com', 'Bulk customer ' || n, 'bulk' || n || '@example.com', now(), now()
      from generate_series(1, 1200) as n`);
    expect(await counted()).toBe(1203);
    const all = (await list(shop, 'page_size=5')).json();
    expect(all).toMatchObject({ total: 1203, total_is_estimate: false });
    const bulk = (await list(shop, 'search=bulk%20customer&page_size=5')).json();
    expect(bulk).toMatchObject({ total: 1000, total_is_estimate: true });
    expect(bulk.items).toHaveLength(5);
    const ada = (await list(shop, 'search=ada')).json();
    expect(ada).toMatchObject({ total: 1, total_is_estimate: false });
    await t.database.db.execute(
      sql`delete from customers where business_id = ${shop.business.id} and name like 'Bulk customer 1%'`,
    );
    const gone = Array.from({ length: 1200 }, (_, i) => String(i + 1)).filter((n) => n.startsWith('1'));
    expect(await counted()).toBe(3 + 1200 - gone.length);
  });

  it('search along the trigram index, whatever the number of customers', async () => {
    await shopWithCustomers();
    const plan = await t.database.db.transaction(async (tx) => {
      // A test database is tiny, so a scan would win; forbid it to see that the index serves the match.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from customers where ${customerSearchText(customers)} ilike '%grace%'`,
      );
    });
    expect(JSON.stringify(plan.rows)).toContain('customers_search_idx');
    // What a search reads besides the index's trees is kept small (docs/decisions/088).
    const options = await t.database.db.execute<{ name: string; options: string[] }>(
      sql`select relname as name, reloptions as options from pg_class
          where relname in ('customers_search_idx', 'customers_phone_digits_idx') order by relname`,
    );
    expect(options.rows).toEqual([
      { name: 'customers_phone_digits_idx', options: ['gin_pending_list_limit=128'] },
      { name: 'customers_search_idx', options: ['gin_pending_list_limit=128'] },
    ]);
  });

  it('read each sort of the list along its index, without sorting the shop’s customers', async () => {
    const shop = await shopWithCustomers();
    for (const sort_by of customerSorts) {
      for (const sort_order of ['asc', 'desc'] as const) {
        const page = t.database.db
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.businessId, shop.business.id))
          .orderBy(...orderOf({ sort_by, sort_order }))
          .limit(20);
        const plan = await t.database.db.transaction(async (tx) => {
          // A tiny shop would be scanned and sorted; forbid both to see whether an index gives the order.
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_bitmapscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          return tx.execute(sql`explain ${page}`);
        });
        const text = JSON.stringify(plan.rows);
        expect(text, `${sort_by} ${sort_order}`).toMatch(/Index (Only )?Scan/);
        expect(text, `${sort_by} ${sort_order}`).not.toMatch(/Sort/);
      }
    }
  });
});
