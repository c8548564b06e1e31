import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { addStaff, bearer } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { jpegOf, photoPart } from '../../test/product-setup';
import { daysFromNow, deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupMailTestApp } from '../../test/smtp';

const PUBLIC_URL = 'https://shop.petal.example';
const t = setupMailTestApp({ env: { PUBLIC_URL } });

type Shop = Awaited<ReturnType<typeof openShop>>;
type Headers = Record<string, string>;

/** A submitted delivery order moved to `status` (ready by default), with the customer's address. */
async function deliveryOrder(shop: Shop, details: Record<string, unknown> = {}, status = 'ready') {
  const customer = t.email('customer');
  const order = await draftOrder(t.app, shop.headers, {});
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    payload: deliveryDetails({ sender_email: customer, time_slot: '13:00-17:00', ...details }),
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  if (status !== 'pending') await moveTo(shop.headers, order.uuid, status);
  return { ...order, customer };
}

const moveTo = (headers: Headers, uuid: string, status: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${uuid}/status`, headers, payload: { status } });

const step = (headers: Headers, uuid: string, name: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/${name}`,
    headers,
    ...(payload ? { payload } : {}),
  });

function delivered(headers: Headers, uuid: string, photo?: Buffer) {
  if (!photo) return step(headers, uuid, 'delivered');
  const form = multipart({ polaroid_photo: photoPart(photo) });
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/delivered`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

const intern = async (headers: Headers, uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/intern`, headers })).json();

async function inbox(customer: string) {
  await t.app.mail.flush();
  return t.smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(customer)).map((m) => m.subject);
}

async function florist(shop: Shop) {
  const person = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
  await t.database.db
    .update(users)
    .set({ firstName: 'Frida', lastName: 'Driver' })
    .where(eq(users.email, person.email));
  const headers = bearer(person.access);
  const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers });
  return { headers, id: info.json<{ id: string }>().id };
}

const actions = async (uuid: string) =>
  (
    await t.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, uuid), eq(auditEvents.entityType, 'order')))
  ).map((row) => row.action);

describe('the delivery run', () => {
  it('takes a florist’s run: out, not home, out again with a courier, delivered with a photo; one mail a step', async () => {
    const shop = await openShop(t.app);
    const frida = await florist(shop);
    const order = await deliveryOrder(shop);
    // Made is not gone: a ready delivery tells the customer nothing yet.
    expect(await inbox(order.customer)).toEqual([expect.stringContaining('we have your order')]);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      delivery_status: null,
      driver: null,
      delivery_note: null,
      out_for_delivery_at: null,
      delivered_at: null,
    });

    expect(
      (await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id })).statusCode,
    ).toBe(200);
    const out = await intern(shop.headers, order.uuid);
    expect(out).toMatchObject({
      order_status: 'ready',
      delivery_status: 'out_for_delivery',
      driver: { id: frida.id, name: 'Frida Driver' },
    });
    expect(Date.parse(out.out_for_delivery_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await inbox(order.customer)).toContainEqual(expect.stringContaining('is on its way'));

    const note = 'Not home, card in the letterbox';
    expect((await step(frida.headers, order.uuid, 'attempted', { note })).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: 'attempted',
      delivery_note: note,
    });

    expect(
      (await step(frida.headers, order.uuid, 'out-for-delivery', { driver_name: 'Speedy Couriers' }))
        .statusCode,
    ).toBe(200);
    expect((await intern(shop.headers, order.uuid)).driver).toEqual({ id: null, name: 'Speedy Couriers' });

    expect((await delivered(frida.headers, order.uuid, await jpegOf(120))).statusCode).toBe(200);
    const done = await intern(shop.headers, order.uuid);
    expect(done).toMatchObject({ order_status: 'done', delivery_status: 'delivered', delivery_note: note });
    expect(done.polaroid_photo).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(Date.parse(done.delivered_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(done.history.at(-1)).toMatchObject({
      from_status: 'ready',
      to_status: 'done',
      by: { id: frida.id },
    });

    const subjects = (await inbox(order.customer)).sort();
    expect(subjects).toEqual([
      expect.stringContaining('is on its way'),
      expect.stringContaining('was delivered'),
      expect.stringContaining('we have your order'),
    ]);
    const photoMail = t.smtp.messages.find(
      (m) => JSON.stringify(m.to).includes(order.customer) && m.subject?.endsWith('was delivered'),
    );
    expect(photoMail?.html).toContain(`${PUBLIC_URL}${done.polaroid_photo}`);

    // The customer's page tells the progress, and nothing of the driver.
    const publicAnswer = (await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}` })).json();
    expect(publicAnswer).toMatchObject({ order_status: 'done', delivery_status: 'delivered' });
    expect(publicAnswer).not.toHaveProperty('driver');
    expect(publicAnswer).not.toHaveProperty('delivery_note');

    expect(await actions(order.uuid)).toEqual(
      expect.arrayContaining([
        'order.out_for_delivery',
        'order.delivery_attempted',
        'order.delivered',
        'order.photo_polaroid',
      ]),
    );
    // The lists carry the progress too.
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?status=done', headers: shop.headers });
    expect(list.json().items[0]).toMatchObject({
      uuid: order.uuid,
      delivery_status: 'delivered',
      driver: { id: null, name: 'Speedy Couriers' },
    });
  });

  it('brings an order back to the shop, and does not mail "on its way" twice when it leaves again', async () => {
    const shop = await openShop(t.app);
    const order = await deliveryOrder(shop);
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Bike courier' });
    expect((await step(shop.headers, order.uuid, 'back-in-shop')).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: null,
      driver: null,
    });
    // Back in the shop it may go back to the workbench.
    expect((await moveTo(shop.headers, order.uuid, 'pending')).statusCode).toBe(200);
    await moveTo(shop.headers, order.uuid, 'ready');
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Bike courier' });
    const subjects = await inbox(order.customer);
    expect(subjects.filter((s) => s?.includes('is on its way'))).toHaveLength(1);
    expect(await actions(order.uuid)).toEqual(expect.arrayContaining(['order.back_in_shop']));
  });

  it('delivers without a photo, and leaves an earlier polaroid in place', async () => {
    const shop = await openShop(t.app);
    const order = await deliveryOrder(shop);
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    expect((await delivered(shop.headers, order.uuid)).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'done',
      delivery_status: 'delivered',
      polaroid_photo: null,
    });
  });
});

describe('steps the run refuses', () => {
  it('answers 409 to a step the order’s method, status or progress does not allow', async () => {
    const shop = await openShop(t.app);
    const pending = await deliveryOrder(shop, {}, 'pending');
    const pickup = await draftOrder(t.app, shop.headers, { method: 'pickup' });
    const order = await deliveryOrder(shop);
    const conflict = async (uuid: string, name: string, payload?: Record<string, unknown>) => {
      const response = await step(shop.headers, uuid, name, payload);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(409);
      expect(response.json()).toMatchObject({ code: 'CONFLICT', message: expect.any(String) });
    };
    await conflict(pending.uuid, 'out-for-delivery', { driver_name: 'Van' });
    await conflict(pickup.uuid, 'out-for-delivery', { driver_name: 'Van' });
    // In the shop: neither delivered, nor attempted, nor back.
    await conflict(order.uuid, 'delivered');
    await conflict(order.uuid, 'attempted', { note: 'Nobody home' });
    await conflict(order.uuid, 'back-in-shop');
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    await conflict(order.uuid, 'out-for-delivery', { driver_name: 'Another van' });
    // Out with a driver, it cannot go back to the workbench.
    const back = await moveTo(shop.headers, order.uuid, 'pending');
    expect(back.statusCode).toBe(409);
    await delivered(shop.headers, order.uuid);
    await conflict(order.uuid, 'delivered');
    await conflict(order.uuid, 'attempted', { note: 'Nobody home' });
    await conflict(order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    // A refused photo is not kept.
    const refused = await delivered(shop.headers, order.uuid, await jpegOf(20));
    expect(refused.statusCode).toBe(409);
    expect((await intern(shop.headers, order.uuid)).polaroid_photo).toBeNull();
  });

  it('keeps status changes and the run in step: done counts as delivered, undoing it puts it back on the road', async () => {
    const shop = await openShop(t.app);
    const order = await deliveryOrder(shop);
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    expect((await moveTo(shop.headers, order.uuid, 'done')).statusCode).toBe(200);
    expect((await intern(shop.headers, order.uuid)).delivery_status).toBe('delivered');
    expect((await moveTo(shop.headers, order.uuid, 'ready')).statusCode).toBe(200);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: 'out_for_delivery',
      delivered_at: null,
    });
    // A delivery never sent out through the run moves as before.
    const plain = await deliveryOrder(shop);
    expect((await moveTo(shop.headers, plain.uuid, 'done')).statusCode).toBe(200);
    expect((await intern(shop.headers, plain.uuid)).delivery_status).toBeNull();
  });

  it('answers 400 with the field for bad input, and a driver who is not of the shop', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await deliveryOrder(shop);
    const otherOwner = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: other.headers })
    ).json<{ id: string }>().id;
    const cases: [string, Record<string, unknown> | undefined, string][] = [
      ['out-for-delivery', {}, 'driver_id'],
      ['out-for-delivery', { driver_id: 'not-an-id' }, 'driver_id'],
      ['out-for-delivery', { driver_id: otherOwner }, 'driver_id'],
      ['out-for-delivery', { driver_id: otherOwner, driver_name: 'Van' }, 'driver_name'],
      ['out-for-delivery', { driver_name: 'x'.repeat(121) }, 'driver_name'],
      ['attempted', {}, 'note'],
      ['attempted', { note: '   ' }, 'note'],
    ];
    for (const [name, payload, field] of cases) {
      const response = await step(shop.headers, order.uuid, name, payload);
      expect(response.statusCode, `${name} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { [field]: expect.any(String) },
      });
    }
    await step(shop.headers, order.uuid, 'out-for-delivery', { driver_name: 'Van' });
    // Not an image: refused by content, and the order stays out.
    const form = multipart({
      polaroid_photo: { filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from('hello') },
    });
    const notImage = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/delivered`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(notImage.statusCode).toBe(415);
    expect(await intern(shop.headers, order.uuid)).toMatchObject({
      order_status: 'ready',
      delivery_status: 'out_for_delivery',
    });
  });

  it('answers another shop 404 on every step and leaves the order as it was; delete stays staff-only', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const order = await deliveryOrder(shop);
    for (const [name, payload] of [
      ['out-for-delivery', { driver_name: 'Van' }],
      ['attempted', { note: 'Nobody home' }],
      ['back-in-shop', undefined],
      ['delivered', undefined],
    ] as const) {
      const response = await step(other.headers, order.uuid, name, payload);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await intern(shop.headers, order.uuid)).delivery_status).toBeNull();
    const frida = await florist(shop);
    await step(frida.headers, order.uuid, 'out-for-delivery', { driver_id: frida.id });
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: frida.headers,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await step(frida.headers, order.uuid, 'delivered')).statusCode).toBe(404);
  });
});

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
    expect(ownersOwn.json()).toEqual({ items: [], count: 0 });

    // Another shop sees none of it.
    const other = await openShop(t.app);
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries?date=${day}`,
      headers: other.headers,
    });
    expect(theirs.json()).toEqual({ items: [], count: 0 });
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
