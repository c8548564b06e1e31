import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { addStaff, bearer } from '../../../test/fixtures';
import { createProduct, jpegOf } from '../../../test/product-setup';
import { daysFromNow, deliveryDetails, draftOrder, openShop, payInCash } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';
import { todayIn } from '../../scheduling';
import { selectDay } from './order-day.service';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

/** A submitted order of the shop, due on `date` (set straight in the row: the slot rules are not under test). */
async function orderDue(
  shop: Shop,
  date: string,
  { draft = {}, details = {} }: { draft?: Record<string, unknown>; details?: Record<string, unknown> } = {},
) {
  const order = await draftOrder(t.app, shop.headers, draft);
  const submitted = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${order.uuid}`,
    remoteAddress: uniqueIp(),
    payload: deliveryDetails({ time_slot: '13:00-17:00', ...details }),
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  await t.database.db.update(orders).set({ deliveryDate: date }).where(eq(orders.id, order.uuid));
  return order;
}

const setStatus = (shop: Shop, uuid: string, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}/status`,
    headers: shop.headers,
    payload: { status },
  });

const day = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/orders/day${query}`, headers });

describe('GET /api/orders/day', () => {
  it('groups the day’s submitted orders by window in order, with counts of what is left', async () => {
    const shop = await openShop(t.app);
    const date = daysFromNow(3);
    const late = await orderDue(shop, date, { details: { time_slot: '13:00-17:00', card_message: '' } });
    const early = await orderDue(shop, date, {
      draft: { note: 'Peonies if we have them' },
      details: { time_slot: '09:00-12:00' },
    });
    const pickup = await orderDue(shop, date, {
      draft: { method: 'pickup' },
      details: { time_slot: '13:00-17:00', location_id: shop.location.id },
    });
    const made = await orderDue(shop, date, { details: { time_slot: '09:00-12:00' } });
    const finished = await orderDue(shop, date, {
      draft: { method: 'pickup' },
      details: { location_id: shop.location.id },
    });
    await setStatus(shop, made.uuid, 'ready');
    await setStatus(shop, finished.uuid, 'ready');
    await setStatus(shop, finished.uuid, 'done');
    await payInCash(t.app, shop, early.uuid);
    // Not on the day: a draft, a deleted order, an order of the next day.
    await draftOrder(t.app, shop.headers);
    const deleted = await orderDue(shop, date);
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${deleted.uuid}`, headers: shop.headers });
    await orderDue(shop, daysFromNow(4));

    const response = await day(shop.headers, `?date=${date}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.date).toBe(date);
    expect(
      body.windows.map((w: { time_slot: string; orders: { number: number }[] }) => [
        w.time_slot,
        w.orders.map((o) => o.number),
      ]),
    ).toEqual([
      ['09:00-12:00', [early.number, made.number]],
      ['13:00-17:00', [late.number, pickup.number, finished.number]],
    ]);
    expect(body.counts).toEqual({ to_make: 3, made: 1, to_deliver: 3, to_pick_up: 1, done: 1, total: 5 });
    const first = body.windows[0].orders[0];
    expect(first).toMatchObject({
      uuid: early.uuid,
      order_status: 'pending',
      paid: true,
      payment_status: 'done',
      method: 'delivery',
      recipient_name: 'Charles Babbage',
      delivery_city: 'Berlin',
      time_slot: '09:00-12:00',
      note: 'Peonies if we have them',
      has_card_message: true,
      assigned_to: null,
    });
    // The message itself is for the card, not for the list.
    expect(JSON.stringify(body)).not.toContain('Happy birthday!');
    const lateRow = body.windows[1].orders[0];
    expect(lateRow).toMatchObject({ has_card_message: false, paid: false });
    expect(body.windows[1].orders[1]).toMatchObject({ method: 'pickup', location_name: 'Main shop' });
  });

  it('shows florists the day, with whom each order is assigned to', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const floristId = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: bearer(florist.access) })
    ).json().id;
    const date = daysFromNow(2);
    const order = await orderDue(shop, date);
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.uuid}/assign`,
      headers: shop.headers,
      payload: { assigned_to: floristId },
    });
    const response = await day(bearer(florist.access), `?date=${date}`);
    expect(response.statusCode).toBe(200);
    // A florist who gave no name is named by their role: the shop's people never see their e-mail address.
    expect(response.json().windows[0].orders[0].assigned_to).toEqual({ id: floristId, name: 'Florist' });
    expect(response.body).not.toContain(florist.email);
  });

  it('takes today and tomorrow in the shop’s time zone, not the server’s', async () => {
    const now = new Date();
    // One of these two zones is on another date than UTC at any instant: +14 from 10:00 UTC, −11 before 11:00.
    const zone =
      todayIn('Pacific/Kiritimati', now) !== todayIn('UTC', now) ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const shop = await openShop(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business/',
      headers: shop.headers,
      payload: { time_zone: zone },
    });
    const shopToday = todayIn(zone, new Date());
    expect(shopToday).not.toBe(todayIn('UTC', new Date()));
    const dueToday = await orderDue(shop, shopToday);
    const tomorrow = new Date(Date.parse(`${shopToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dueTomorrow = await orderDue(shop, tomorrow);

    for (const query of ['', '?date=today']) {
      const body = (await day(shop.headers, query)).json();
      expect(body).toMatchObject({ date: shopToday, today: shopToday });
      expect(
        body.windows.flatMap((w: { orders: { uuid: string }[] }) => w.orders.map((o) => o.uuid)),
      ).toEqual([dueToday.uuid]);
    }
    const next = (await day(shop.headers, '?date=tomorrow')).json();
    expect(next).toMatchObject({ date: tomorrow, today: shopToday });
    expect(next.windows[0].orders[0].uuid).toBe(dueTomorrow.uuid);
  });

  it('never shows another shop’s orders', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const date = daysFromNow(5);
    await orderDue(shop, date);
    const body = (await day(other.headers, `?date=${date}`)).json();
    expect(body.windows).toEqual([]);
    expect(body.counts.total).toBe(0);
  });

  it('refuses a date that is not one with 400 naming the field', async () => {
    const shop = await openShop(t.app);
    for (const bad of ['2026-02-30', 'yesterday', '24.12.2026', '2026-1-5', '']) {
      const response = await day(shop.headers, `?date=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(JSON.stringify(response.json().details)).toContain('date');
    }
  });

  it('needs a signed-in member of a shop', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/day' })).statusCode).toBe(401);
  });

  it('reads the day along orders_date_idx', async () => {
    const shop = await openShop(t.app);
    const query = selectDay(t.database.db, { businessId: shop.business.id, date: daysFromNow(1) });
    const plan = await t.database.db.transaction(async (tx) => {
      // A test shop is tiny, so a sequential scan would win; forbid it to see what the index can serve.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain ${query}`);
    });
    const text = JSON.stringify(plan.rows);
    expect(text).toContain('orders_date_idx');
    expect(text).not.toMatch(/Seq Scan on orders/);
  });
});

describe('GET /api/orders/print', () => {
  const print = (headers: Record<string, string>, uuids: string[] | string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/orders/print?uuids=${encodeURIComponent(Array.isArray(uuids) ? uuids.join(',') : uuids)}`,
      headers,
    });

  it('answers several orders in the order asked, with what the ticket and the card print', async () => {
    const shop = await openShop(t.app);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const a = await orderDue(shop, daysFromNow(2), { draft: { note: 'Ranunculus, pale' } });
    const b = await orderDue(shop, daysFromNow(2), {
      draft: { method: 'pickup' },
      details: { location_id: shop.location.id, card_message: 'With love' },
    });
    const response = await print(bearer(florist.access), [b.uuid, a.uuid]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.shop).toMatchObject({ name: 'Fern & Foxglove' });
    expect(body.items.map((item: { uuid: string }) => item.uuid)).toEqual([b.uuid, a.uuid]);
    expect(body.items[0]).toMatchObject({
      method: 'pickup',
      card_message: 'With love',
      location: { name: 'Main shop', address: 'Rosenweg 1', city: 'Berlin' },
    });
    expect(body.items[1]).toMatchObject({
      method: 'delivery',
      note: 'Ranunculus, pale',
      card_message: 'Happy birthday!',
      recipient_name: 'Charles Babbage',
      delivery_address: 'Analytical Way 3',
      location: null,
      product_photo: null,
    });
  });

  it('names the product and its main photo when the order is for a product', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers, { name: 'Peony cloud' }, [
      await jpegOf(200),
      await jpegOf(40),
    ]);
    const primary = product.photos.find((photo) => photo.is_primary);
    const order = await orderDue(shop, daysFromNow(2), { draft: { product_id: product.id } });
    const body = (await print(shop.headers, [order.uuid])).json();
    expect(body.items[0]).toMatchObject({ product_name: 'Peony cloud', product_photo: primary?.url });
    const dayBody = (await day(shop.headers, `?date=${daysFromNow(2)}`)).json();
    expect(dayBody.windows[0].orders[0].product_name).toBe('Peony cloud');
  });

  it('answers 404 when any id is not a live order of the caller’s shop, and leaks none of it', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const mine = await orderDue(other, daysFromNow(2));
    const theirs = await orderDue(shop, daysFromNow(2), { details: { recipient_name: 'Secret Recipient' } });
    const response = await print(other.headers, [mine.uuid, theirs.uuid]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', details: { uuids: [theirs.uuid] } });
    expect(response.body).not.toContain('Secret Recipient');
    const deleted = await orderDue(other, daysFromNow(2));
    await t.app.inject({ method: 'DELETE', url: `/api/orders/${deleted.uuid}`, headers: other.headers });
    expect((await print(other.headers, [mine.uuid, deleted.uuid])).statusCode).toBe(404);
  });

  it('prints at most 50 at once and refuses ids that are not ids', async () => {
    const shop = await openShop(t.app);
    const many = Array.from({ length: 51 }, () => crypto.randomUUID());
    for (const bad of [many, '', 'not-a-uuid', `${crypto.randomUUID()},x`]) {
      const response = await print(shop.headers, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const fifty = await Promise.all(Array.from({ length: 3 }, () => orderDue(shop, daysFromNow(2))));
    // The same id twice prints once.
    const twice = await print(shop.headers, [
      fifty[0]?.uuid ?? '',
      fifty[0]?.uuid ?? '',
      fifty[1]?.uuid ?? '',
    ]);
    expect(twice.json().items).toHaveLength(2);
  });

  it('needs a signed-in member of a shop', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/print?uuids=${crypto.randomUUID()}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
