import { describe, expect, it } from 'vitest';
import { daysFromNow, deliveryDetails, draftOrder, openShop, payInCash } from '../../test/shop-setup';
import { setupOrders } from './orders-setup';

/*
 * The customer's order page: what it shows, submitting a delivery or a pickup, closed days, the last
 * place of a window, and corrections.
 */

const { t, submit } = setupOrders();

describe('the customer’s order page', () => {
  it('shows public fields only, never the note, assignee or history', async () => {
    const shop = await openShop(t.app);
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: shop.headers });
    const order = await draftOrder(t.app, shop.headers, {
      note: 'Secret: customer is difficult',
      assigned_to: info.json().id,
    });
    const response = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Secret');
    for (const key of ['note', 'assigned_to', 'history', 'cost', 'business_id']) {
      expect(response.json()).not.toHaveProperty(key);
    }
    expect(response.json().business).toMatchObject({ name: 'Fern & Foxglove', url: shop.business.url });
  });

  it('answers 404 for an unknown uuid and 400 for one that is not a uuid', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders/9b2f3a4c-1d2e-4f5a-8b6c-7d8e9f0a1b2c' }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/1001' })).statusCode).toBe(400);
  });

  it('submits a delivery: the zip code sets the delivery price and the draft becomes pending', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const response = await submit(order.uuid, deliveryDetails({ delivery_zipcode: '101 15' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_status: 'pending',
      delivery_price: 5.9,
      total: 45.8,
      delivery_zipcode: '10115',
      location_id: shop.location.id,
      editable: true,
      recipient_name: 'Charles Babbage',
    });
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json().history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'draft',
      'pending',
    ]);
    expect(intern.json().history[1].by).toBeNull();
  });

  it('keeps a delivery price the shop set on the draft', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { delivery_price: 0 });
    expect((await submit(order.uuid, deliveryDetails())).json()).toMatchObject({
      delivery_price: 0,
      total: 39.9,
    });
  });

  it('submits a pickup at one of the shop’s locations', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { method: 'pickup', delivery_price: 9 });
    const response = await submit(order.uuid, {
      ...deliveryDetails({ delivery_address: '', delivery_city: '', delivery_zipcode: '' }),
      location_id: shop.location.id,
      time_slot: '13:00-17:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      order_status: 'pending',
      location_id: shop.location.id,
      delivery_price: null,
      total: 39.9,
    });
  });

  it.each([
    ['no recipient phone when the shop requires one', { recipient_phone: '' }, 'recipient_phone'],
    ['a missing address', { delivery_address: '' }, 'delivery_address'],
    ['a zip code the shop does not serve', { delivery_zipcode: '99999' }, 'delivery_zipcode'],
    ['a card message over the shop’s limit', { card_message: 'x'.repeat(51) }, 'card_message'],
    ['a date beyond the horizon', { delivery_date: daysFromNow(45) }, 'delivery_date'],
    ['a date in the past', { delivery_date: daysFromNow(-1) }, 'delivery_date'],
    ['a time that is not one of the windows', { time_slot: '08:00-09:00' }, 'time_slot'],
    ['a date that does not exist', { delivery_date: '2026-02-30' }, 'delivery_date'],
    ['a malformed e-mail', { sender_email: 'ada@' }, 'sender_email'],
    ['a missing name', { sender_name: undefined }, 'sender_name'],
  ])('refuses %s, naming the field, and leaves the draft as it was', async (_case, override, field) => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    const response = await submit(order.uuid, deliveryDetails(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { [field]: expect.any(String) },
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json().order_status,
    ).toBe('draft');
  });

  it('refuses a pickup location of another shop', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers, { method: 'pickup' });
    const response = await submit(order.uuid, { ...deliveryDetails(), location_id: other.location.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.location_id).toBeTruthy();
  });

  it('refuses a closed day', async () => {
    const shop = await openShop(t.app);
    const closed = daysFromNow(3);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business/order-time/weekly',
      headers: shop.headers,
      payload: {
        window_type: 'delivery',
        windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '12:00' })),
        disabled_days: [closed],
      },
    });
    const order = await draftOrder(t.app, shop.headers);
    const response = await submit(order.uuid, deliveryDetails({ delivery_date: closed }));
    expect(response.json().details.delivery_date).toContain('closed');
    const dates = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/disabled-dates?window_type=delivery`,
    });
    expect(dates.json().dates).toContain(closed);
  });

  it('gives the last place of a window to one of two customers submitting at once', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(4);
    const first = await draftOrder(t.app, shop.headers);
    expect((await submit(first.uuid, deliveryDetails({ delivery_date: date }))).statusCode).toBe(200);
    const [a, b] = [await draftOrder(t.app, shop.headers), await draftOrder(t.app, shop.headers)];
    const answers = await Promise.all(
      [a, b].map((o) => submit(o.uuid, deliveryDetails({ delivery_date: date }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400);
    expect(refused?.json().details.time_slot).toContain('fully booked');
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${a.uuid}/timeslots?date=${date}&window_type=delivery`,
    });
    // The window is full for everyone else, but still open to an order already in it.
    const winner = answers[0]?.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    const forLoser = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${loser.uuid}/timeslots?date=${date}&window_type=delivery`,
    });
    expect(forLoser.json()).toEqual(['13:00-17:00']);
    const forWinner = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${winner.uuid}/timeslots?date=${date}&window_type=delivery`,
    });
    expect(forWinner.json()).toEqual(['09:00-12:00', '13:00-17:00']);
    expect(slots.statusCode).toBe(200);
  });

  it('lets the customer correct a pending unpaid order, not a paid or ready one', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    await submit(order.uuid, deliveryDetails());
    const corrected = await submit(order.uuid, deliveryDetails({ card_message: 'Happy 40th!' }));
    expect(corrected.json()).toMatchObject({ card_message: 'Happy 40th!', order_status: 'pending' });
    await payInCash(t.app, shop, order.uuid);
    const late = await submit(order.uuid, deliveryDetails());
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONFLICT');
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json().history).toHaveLength(2);
  });
});
