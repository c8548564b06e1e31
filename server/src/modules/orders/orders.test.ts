import { describe, expect, it } from 'vitest';
import { addStaff, bearer, signUpOwner } from '../../test/fixtures';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

const submit = (uuid: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}`, payload });

describe('drafts', () => {
  it('are created by anyone of the shop, numbered from 1001, and start as unpaid drafts', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: bearer(florist.access),
      payload: { method: 'delivery', price: '39,90', delivery_price: '', note: 'Peonies if we have them' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      number: 1001,
      order_status: 'draft',
      payment_status: 'pending',
      method: 'delivery',
      price: 39.9,
      delivery_price: null,
      total: 39.9,
      currency: 'EUR',
      editable: true,
    });
    expect(first.json().uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect((await draftOrder(t.app, shop.headers)).number).toBe(1002);
  });

  it('are accepted as multipart form data', async () => {
    const shop = await openShop(t.app);
    const boundary = 'petal-boundary';
    const body = [
      ['method', 'pickup'],
      ['price', '25.00'],
      ['note', 'Wrap in brown paper'],
    ]
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: { ...shop.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${body}--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ method: 'pickup', price: 25, total: 25 });
  });

  it('get distinct numbers when 50 are created at once', async () => {
    const shop = await openShop(t.app);
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => draftOrder(t.app, shop.headers).then((o) => o.number)),
    );
    expect(new Set(numbers).size).toBe(50);
    expect(Math.min(...numbers)).toBe(1001);
    expect(Math.max(...numbers)).toBe(1050);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&limit=300',
      headers: shop.headers,
    });
    expect(list.json().count).toBe(50);
  });

  it.each([
    ['an unknown method', { method: 'courier' }, 'method'],
    ['a negative price', { price: -1 }, 'price'],
    ['a missing price', { price: undefined }, 'price'],
    ['a price of three decimals', { price: 1.234 }, 'price'],
    ['an unknown product', { product_id: '4b7d2f3e-8c1a-4e2b-9f00-123456789abc' }, 'product_id'],
    ['a note of 2001 characters', { note: 'x'.repeat(2001) }, 'note'],
  ])('refuse %s', async (_case, override, field) => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'delivery', price: 30, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBeTruthy();
  });

  it('may only be given to someone of the same shop', async () => {
    const shop = await openShop(t.app);
    const other = await signUpOwner(t.app);
    const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(other.access) });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      headers: shop.headers,
      payload: { method: 'delivery', price: 30, assigned_to: info.json().id },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.assigned_to).toBeTruthy();
  });

  it('need a member of a shop', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/orders/draft',
      payload: { method: 'pickup', price: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

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
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/paid`,
      headers: shop.headers,
      payload: { payment_method: 'cash' },
    });
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

describe('the florist’s work', () => {
  async function submitted(
    shop: Awaited<ReturnType<typeof openShop>>,
    details: Record<string, unknown> = {},
  ) {
    const order = await draftOrder(t.app, shop.headers);
    const response = await submit(order.uuid, deliveryDetails(details));
    if (response.statusCode !== 200) throw new Error(response.body);
    return order;
  }
  const setStatus = (headers: Record<string, string>, uuid: string, status: string) =>
    t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/status`, headers, payload: { status } });

  it('moves orders forward one step and back one step, refusing other moves with 409', async () => {
    const shop = await openShop(t.app);
    const order = await submitted(shop);
    const draft = await draftOrder(t.app, shop.headers);
    expect((await setStatus(shop.headers, order.uuid, 'done')).statusCode).toBe(409);
    expect((await setStatus(shop.headers, draft.uuid, 'pending')).statusCode).toBe(409);
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'pending')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'done')).statusCode).toBe(200);
    expect((await setStatus(shop.headers, order.uuid, 'draft')).statusCode).toBe(409);
    expect((await setStatus(shop.headers, order.uuid, 'pending')).statusCode).toBe(409);
    const bad = await setStatus(shop.headers, order.uuid, 'shipped');
    expect(bad.statusCode).toBe(400);
    const intern = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/intern`,
      headers: shop.headers,
    });
    expect(intern.json().history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'draft',
      'pending',
      'ready',
      'pending',
      'ready',
      'done',
    ]);
    expect(intern.json().history[2].by.name).toBeTruthy();
  });

  it('shows each list view exactly as docs/product.md (Order lists) defines it, in its order, with counts', async () => {
    const shop = await openShop(t.app);
    const late = await submitted(shop, { delivery_date: daysFromNow(6) });
    const soon = await submitted(shop, { delivery_date: daysFromNow(1), time_slot: '13:00-17:00' });
    const sooner = await submitted(shop, { delivery_date: daysFromNow(1) });
    const done = await submitted(shop, { delivery_date: daysFromNow(2) });
    const draft = await draftOrder(t.app, shop.headers);
    for (const status of ['ready', 'done']) await setStatus(shop.headers, done.uuid, status);
    await setStatus(shop.headers, soon.uuid, 'ready');
    const view = async (status: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/orders?status=${status}&limit=20&offset=0`,
        headers: shop.headers,
      });
      const body = response.json();
      return { uuids: body.items.map((o: { uuid: string }) => o.uuid), count: body.count };
    };
    expect(await view('pending')).toEqual({ uuids: [sooner.uuid, soon.uuid, late.uuid], count: 3 });
    expect(await view('ready')).toEqual({ uuids: [soon.uuid], count: 1 });
    expect(await view('done')).toEqual({ uuids: [done.uuid], count: 1 });
    expect(await view('all')).toEqual({
      uuids: [draft.uuid, done.uuid, sooner.uuid, soon.uuid, late.uuid],
      count: 5,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&limit=2&offset=2',
      headers: shop.headers,
    });
    expect(page.json().items.map((o: { uuid: string }) => o.uuid)).toEqual([sooner.uuid, soon.uuid]);
    expect(page.json().count).toBe(5);
    // A page past the end still says how many there are.
    const beyond = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&limit=2&offset=10',
      headers: shop.headers,
    });
    expect(beyond.json()).toMatchObject({ items: [], count: 5, next_cursor: null });
  });

  it('refuses bad list queries', async () => {
    const shop = await openShop(t.app);
    for (const query of ['status=shipped', 'limit=0', 'limit=301', 'offset=-1', 'limit=ten']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/orders?${query}`, headers: shop.headers }))
          .statusCode,
        query,
      ).toBe(400);
    }
  });

  it('keeps a note, assigns and unassigns, and records one payment however often it is sent', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const floristInfo = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(florist.access) })
    ).json();
    const order = await submitted(shop);
    const post = (path: string, payload: object, headers = shop.headers) =>
      t.app.inject({ method: 'POST', url: `/api/orders/${order.uuid}/${path}`, headers, payload });
    expect((await post('note', { note: 'Call before delivery' }, bearer(florist.access))).statusCode).toBe(
      200,
    );
    expect((await post('assign', { assigned_to: floristInfo.id })).statusCode).toBe(200);
    let intern = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers: shop.headers })
    ).json();
    expect(intern).toMatchObject({ note: 'Call before delivery', assigned_to: { id: floristInfo.id } });
    expect((await post('assign', { assigned_to: null })).statusCode).toBe(200);

    const paid = await Promise.all([1, 2, 3].map(() => post('paid', { payment_method: 'card' })));
    expect(paid.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await post('paid', { payment_method: 'bitcoin' })).statusCode).toBe(400);
    intern = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/intern`, headers: shop.headers })
    ).json();
    expect(intern).toMatchObject({ assigned_to: null, payment_status: 'done', payment_method: 'card' });
    expect(intern.paid_at).toBeTruthy();
  });

  it('deletes softly, staff only: the order leaves the lists and counts but its link still answers 404', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const order = await submitted(shop);
    const byFlorist = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: bearer(florist.access),
    });
    expect(byFlorist.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.uuid}`, headers: shop.headers }))
        .statusCode,
    ).toBe(204);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(list.json()).toMatchObject({ items: [], count: 0, next_cursor: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/orders/${order.uuid}`, headers: shop.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps every shop to its own orders: another shop’s uuid answers 404', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await submitted(shop);
    const requests = [
      ['GET', `/api/orders/${order.uuid}/intern`, undefined],
      ['POST', `/api/orders/${order.uuid}/status`, { status: 'ready' }],
      ['POST', `/api/orders/${order.uuid}/note`, { note: 'x' }],
      ['POST', `/api/orders/${order.uuid}/assign`, { assigned_to: null }],
      ['POST', `/api/orders/${order.uuid}/paid`, { payment_method: 'cash' }],
      ['DELETE', `/api/orders/${order.uuid}`, undefined],
    ] as const;
    for (const [method, url, payload] of requests) {
      const response = await t.app.inject({
        method,
        url,
        headers: other.headers,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders?status=all', headers: other.headers })).json()
        .count,
    ).toBe(0);
  });

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
