import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../../db/client';
import { locations, orderItems, orders, users } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { keptAcrossSilentWrites } from '../../../test/kept-pages';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';

/*
 * The working day's view and the delivery run are kept with the shop's order lists (docs/decisions/
 * 075): kept between changes, dropped by a change of any table they read, and the run asked for as
 * "mine" kept per driver.
 */

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A submitted delivery of the shop due on `date`, assigned to the owner (rows set straight). */
async function dueOn(shop: Shop, date: string) {
  const order = await draftOrder(t.app, shop.headers);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    remoteAddress: uniqueIp(),
    payload: deliveryDetails({ time_slot: '13:00-17:00' }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, shop.email));
  await t.database.db
    .update(orders)
    .set({ deliveryDate: date, assignedTo: owner?.id, locationId: shop.location.id })
    .where(eq(orders.id, order.uuid));
  return { uuid: order.uuid, ownerId: owner?.id as string };
}

type DayOrder = {
  recipient_name: string | null;
  location_name: string | null;
  assigned_to: { name: string } | null;
  items: { product_name: string | null }[];
};
const dayOrders = async (headers: Record<string, string>, date: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/day?date=${date}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ windows: { orders: DayOrder[] }[] }>().windows.flatMap((w) => w.orders);
};
const firstOfDay = async (headers: Record<string, string>, date: string) => {
  const [order] = await dayOrders(headers, date);
  if (!order) throw new Error('no order on the day');
  return order;
};

describe('the day view and the delivery run, kept with the order lists', () => {
  it('are kept between changes: a write that sends no notice is not seen until one is', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(3);
    const { uuid } = await dueOn(shop, date);
    const { db } = t.database;
    const rename = (tx: Tx, recipientName: string) =>
      tx.update(orders).set({ recipientName }).where(eq(orders.id, uuid));
    const onDay = async () => (await firstOfDay(shop.headers, date)).recipient_name;
    const onRun = async () => {
      const run = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries?date=${date}`,
        headers: shop.headers,
      });
      return run.json<{ items: { recipient_name: string | null }[] }>().items[0]?.recipient_name;
    };
    await keptAcrossSilentWrites(db, rename, onDay);
    const unheard = await keptAcrossSilentWrites(db, rename, onRun);
    await db.update(orders).set({ note: 'told' }).where(eq(orders.id, uuid));
    await expect.poll(onDay, { timeout: 2_000 }).toBe(unheard);
    await expect.poll(onRun, { timeout: 2_000 }).toBe(unheard);
  });

  it('show a change of the lines, the assignee’s name or the pickup place’s, written straight', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(4);
    const { uuid, ownerId } = await dueOn(shop, date);
    const { db } = t.database;
    const changes: [string, () => Promise<unknown>, (o: DayOrder) => unknown, unknown][] = [
      [
        'a line',
        () => db.update(orderItems).set({ productName: 'Sunrise' }).where(eq(orderItems.orderId, uuid)),
        (o) => o.items[0]?.product_name,
        'Sunrise',
      ],
      [
        'the assignee',
        () => db.update(users).set({ firstName: 'Hedda' }).where(eq(users.id, ownerId)),
        (o) => o.assigned_to?.name.split(' ')[0],
        'Hedda',
      ],
      [
        'the pickup place',
        () => db.update(locations).set({ name: 'Market hall' }).where(eq(locations.id, shop.location.id)),
        (o) => o.location_name,
        'Market hall',
      ],
    ];
    for (const [what, write, read, expected] of changes) {
      expect(read(await firstOfDay(shop.headers, date)), what).not.toEqual(expected);
      await write();
      await expect
        .poll(async () => read(await firstOfDay(shop.headers, date)), { message: what, timeout: 2_000 })
        .toEqual(expected);
    }
  });

  it('keep the run asked for as "mine" per driver', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(5);
    const { uuid, ownerId } = await dueOn(shop, date);
    await t.database.db
      .update(orders)
      .set({ driverId: ownerId, driverName: 'Owner' })
      .where(eq(orders.id, uuid));
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const mine = async (headers: Record<string, string>) => {
      const run = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries?date=${date}&driver=me`,
        headers,
      });
      expect(run.statusCode, run.body).toBe(200);
      return run.json<{ items: { uuid: string }[] }>().items.map((stop) => stop.uuid);
    };
    await expect.poll(() => mine(shop.headers)).toEqual([uuid]);
    expect(await mine(bearer(florist.access))).toEqual([]);
    expect(await mine(shop.headers)).toEqual([uuid]);
  });
});
