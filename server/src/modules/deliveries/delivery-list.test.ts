import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupDeliveryRun } from './delivery-run-setup';

/*
 * A day's delivery list: its order, what the driver needs, the drivers offered, and bad dates.
 */

const { t, deliveryOrder, step, florist } = setupDeliveryRun();

describe('a day’s delivery list', () => {
  it('lists the day’s delivery orders in window order, then by number, with what the driver needs', async () => {
    const shop = await openShop(t.app);
    const frida = await florist(shop);
    const day = daysFromNow(3);
    const late = await deliveryOrder(shop, { delivery_date: day, time_slot: '13:00-17:00' });
    const early = await deliveryOrder(
      shop,
      {
        delivery_date: day,
        time_slot: '09:00-12:00',
        delivery_unit: 'Flat 2',
        special_instructions: 'Ring twice',
        card_message: undefined,
      },
      'pending',
    );
    const lateToo = await deliveryOrder(shop, { delivery_date: day, time_slot: '13:00-17:00' });
    // Not on the list: another day, a pickup, a draft, a deleted order.
    await deliveryOrder(shop, { delivery_date: daysFromNow(4) });
    await draftOrder(t.app, shop.headers);
    const gone = await deliveryOrder(shop, { delivery_date: day });
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${gone.uuid}`, headers: shop.headers });
    const pickup = await draftOrder(t.app, shop.headers, { method: 'pickup' });
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${pickup.uuid}`,
      payload: deliveryDetails({
        delivery_date: day,
        delivery_address: undefined,
        delivery_city: undefined,
        delivery_zipcode: undefined,
        location_id: shop.location.id,
      }),
    });
    await step(frida.headers, lateToo.uuid, 'out-for-delivery', { driver_id: frida.id });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}`,
      headers: frida.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, count } = response.json();
    expect(items.map((stop: { number: number }) => stop.number)).toEqual([
      early.number,
      late.number,
      lateToo.number,
    ]);
    expect(count).toBe(3);
    // One is out for delivery, two wait in the shop: all three to go.
    expect(response.json().to_go).toBe(3);
    expect(items[0]).toMatchObject({
      uuid: early.uuid,
      order_status: 'pending',
      recipient_name: 'Charles Babbage',
      recipient_phone: '+49 30 555 0102',
      delivery_address: 'Analytical Way 3',
      delivery_unit: 'Flat 2',
      delivery_city: 'Berlin',
      delivery_zipcode: '10115',
      special_instructions: 'Ring twice',
      has_card_message: false,
      time_slot: '09:00-12:00',
      delivery_status: null,
      driver: null,
    });
    expect(items[1]).toMatchObject({ has_card_message: true });
    expect(items[2]).toMatchObject({
      delivery_status: 'out_for_delivery',
      driver: { id: frida.id, name: 'Frida Driver' },
    });

    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}&driver=me`,
      headers: frida.headers,
    });
    expect(mine.json().items.map((s: { uuid: string }) => s.uuid)).toEqual([lateToo.uuid]);
    const byId = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}&driver=${frida.id}`,
      headers: shop.headers,
    });
    expect(byId.json().count).toBe(1);
    const ownersOwn = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}&driver=me`,
      headers: shop.headers,
    });
    expect(ownersOwn.json()).toEqual({ items: [], count: 0, to_go: 0 });

    // Another shop sees none of it.
    const other = await openShop(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}`,
      headers: other.headers,
    });
    expect(theirs.json()).toEqual({ items: [], count: 0, to_go: 0 });
  });

  it('offers the shop’s active people as drivers (the team list), to florists too, and none of another shop', async () => {
    const shop = await openShop(t.app);
    const frida = await florist(shop);
    const other = await openShop(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: frida.headers,
    });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<{ items: { id: string; name: string }[] }>();
    expect(items).toHaveLength(2);
    expect(items).toContainEqual(expect.objectContaining({ id: frida.id, name: 'Frida Driver' }));
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: other.headers,
    });
    expect(theirs.json().items.map((i: { id: string }) => i.id)).not.toContain(frida.id);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, frida.id));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/users/team',
      headers: shop.headers,
    });
    expect(after.json().count).toBe(1);
  });

  it('refuses a missing or impossible date and an odd driver with 400', async () => {
    const shop = await openShop(t.app);
    for (const query of ['', 'date=2031-02-30', 'date=tomorrow', `date=${daysFromNow(1)}&driver=someone`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/deliveries?${query}`,
        headers: shop.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/deliveries?date=${daysFromNow(1)}` })).statusCode,
    ).toBe(401);
  });
});
