import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../../../db/schema';
import { deliveryDetails, draftOrder, type openShop } from '../../../test/shop-setup';
import { setupTestApp } from '../../../test/test-app';

/*
 * The order search's tests share one app and these steps: list a view, read the numbers it holds,
 * place an order with given details, look up who is signed in, and write many orders at once.
 */

export type Shop = Awaited<ReturnType<typeof openShop>>;

/** One page of GET /api/orders. */
export type Page = {
  items: { uuid: string; number: number; order_status: string }[];
  count: number;
  next_cursor: string | null;
  count_is_estimate: boolean;
};

/** Call once per test file: it opens the app for the file and answers the steps bound to it. */
export function setupOrderSearch() {
  const t = setupTestApp();

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
    await t.database.db.execute(sql`delete from order_counts where business_id = ${shop.business.id}`);
    await t.database.db.execute(sql`
    insert into order_counts (business_id, order_status, count)
    select business_id, order_status, count(*) from orders where business_id = ${shop.business.id} and deleted_at is null
    group by business_id, order_status`);
  }

  return { t, list, numbersOf, placeOrder, userId, insertOrders };
}
