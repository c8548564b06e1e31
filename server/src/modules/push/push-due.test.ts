import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placedCart } from '../../test/cart-setup';
import { setupPushService, subscribeDevice } from '../../test/push-setup';
import { openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();
const push = setupPushService();

/** A day of the checks below, and its clock at 10:00 (the test shops keep UTC). */
const day = '2031-05-14';
const tenOClock = new Date(`${day}T10:00:00Z`);

type Shop = Awaited<ReturnType<typeof openShop>>;

/** A placed web order moved to `day` in `slot`, with `status`. */
async function orderAt(shop: Shop, slot: string, status = 'pending') {
  const order = await placedCart(t.app, shop);
  await t.database.db.execute(
    sql`update orders set delivery_date = ${day}, time_slot = ${slot}, order_status = ${status} where id = ${order.uuid}`,
  );
  return order;
}

describe('pushes of orders due within the hour and not ready', () => {
  it('go once an order, for pending orders whose window starts within the hour', async () => {
    const shop = await openShop(t.app);
    const device = push.service.device();
    await subscribeDevice(t.app, shop.headers, device, { kinds: ['due_not_ready'] });
    const due = await orderAt(shop, '10:30-11:00');
    await orderAt(shop, '11:30-12:00');
    await orderAt(shop, '10:45-11:15', 'ready');
    await orderAt(shop, '09:00-10:00');

    expect(await t.app.pushes.checkDue(tenOClock)).toBe(1);
    await t.app.pushes.flush();
    expect(push.service.refused).toEqual([]);
    expect(push.service.pushesTo(device.name).map((push) => push.payload)).toEqual([
      expect.objectContaining({
        kind: 'due_not_ready',
        body: `Due ${day}, 10:30-11:00`,
        url: `/intern/orders/${due.uuid}`,
      }),
    ]);

    // A minute later it is still due, and not pushed again.
    expect(await t.app.pushes.checkDue(new Date(tenOClock.getTime() + 60_000))).toBe(0);
    await t.app.pushes.flush();
    expect(push.service.pushesTo(device.name)).toHaveLength(1);
  });
});
