import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { daysFromNow, draftOrder, openShop } from '../../test/shop-setup';
import { setupOrders } from './orders-setup';

/*
 * The florist's work: the calendar of submitted orders and a month summed up per day.
 */

const { t, submitted } = setupOrders();

describe('the florist’s work', () => {
  it('shows the calendar of submitted orders to staff, for at most 62 days', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const order = await submitted(shop, { delivery_date: daysFromNow(3) });
    await draftOrder(t.app, shop.headers);
    const url = `/api/orders/calendar?start_date=${daysFromNow(0)}&end_date=${daysFromNow(10)}`;
    const calendar = await t.app.inject({ method: 'GET', url, headers: shop.headers });
    expect(calendar.json()).toMatchObject({
      count: 1,
      items: [{ uuid: order.uuid, delivery_date: daysFromNow(3) }],
    });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(florist.access) })).statusCode).toBe(
      403,
    );
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/orders/calendar?start_date=${daysFromNow(0)}&end_date=${daysFromNow(63)}`,
      headers: shop.headers,
    });
    expect(tooLong.statusCode).toBe(400);
    const backwards = await t.app.inject({
      method: 'GET',
      url: `/api/orders/calendar?start_date=${daysFromNow(5)}&end_date=${daysFromNow(1)}`,
      headers: shop.headers,
    });
    expect(backwards.json().details.end_date).toBeTruthy();
  });

  it('sums up a month per day: how many orders, and the first three by window then number', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const day = daysFromNow(3);
    const afternoon = [];
    for (let i = 0; i < 3; i++)
      afternoon.push(await submitted(shop, { delivery_date: day, time_slot: '13:00-17:00' }));
    const morning = await submitted(shop, { delivery_date: day, time_slot: '09:00-12:00' });
    const later = await submitted(shop, { delivery_date: daysFromNow(5) });
    await draftOrder(t.app, shop.headers);
    const other = await openShop(t.app);
    await submitted(other, { delivery_date: day });
    const url = `/api/orders/calendar/days?start_date=${daysFromNow(0)}&end_date=${daysFromNow(10)}`;
    const answer = await t.app.inject({ method: 'GET', url, headers: shop.headers });
    expect(answer.statusCode).toBe(200);
    const { days } = answer.json();
    expect(days.map((d: { date: string; count: number }) => [d.date, d.count])).toEqual([
      [day, 4],
      [daysFromNow(5), 1],
    ]);
    expect(days[0].orders.map((o: { uuid: string }) => o.uuid)).toEqual([
      morning.uuid,
      afternoon[0]?.uuid,
      afternoon[1]?.uuid,
    ]);
    expect(days[1].orders).toMatchObject([{ uuid: later.uuid, delivery_date: daysFromNow(5) }]);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(florist.access) })).statusCode).toBe(
      403,
    );
    const tooLong = `/api/orders/calendar/days?start_date=${daysFromNow(0)}&end_date=${daysFromNow(63)}`;
    expect((await t.app.inject({ method: 'GET', url: tooLong, headers: shop.headers })).statusCode).toBe(400);
  });
});
