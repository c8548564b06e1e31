import type { AuditEvent, AuditPage } from '@contract/audit';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { createProduct, jpegOf, photoPart } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueEmail } from '../../test/test-app';

const t = setupTestApp();

type Headers = Record<string, string>;
const log = async (headers: Headers, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/audit${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
};
const send = (headers: Headers, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const newest = async (headers: Headers, entityType: string) =>
  (await log(headers, `?entity_type=${entityType}`)).items;
const actions = (items: AuditEvent[]) => items.map((item) => item.action);

describe('the shop-wide log', () => {
  it('records products and categories: created, changed (only what changed), deleted', async () => {
    const shop = await openShop(t.app);
    const category = (await send(shop.headers, 'POST', '/api/categories/', { name: 'Bouquets' })).json();
    await send(shop.headers, 'PUT', `/api/categories/${category.id}`, { name: 'Posies' });
    const product = await createProduct(t.app, shop.headers, { name: 'Peony cloud', price: '45.50' });
    const patched = await send(shop.headers, 'PATCH', `/api/products/${product.id}`, {
      price: 50,
      name: 'Peony cloud',
    });
    expect(patched.statusCode).toBe(200);
    const refused = await send(shop.headers, 'PATCH', `/api/products/${product.id}`, { price: -1 });
    expect(refused.statusCode).toBe(400);
    await send(shop.headers, 'DELETE', `/api/products/${product.id}`);
    await send(shop.headers, 'DELETE', `/api/categories/${category.id}`);
    const products = await newest(shop.headers, 'product');
    expect(actions(products)).toEqual(['product.deleted', 'product.updated', 'product.created']);
    expect(products[1]?.changes).toEqual({ price: { from: '45.50', to: '50.00' } });
    const categories = await newest(shop.headers, 'category');
    expect(actions(categories)).toEqual(['category.deleted', 'category.updated', 'category.created']);
    expect(categories[1]?.changes).toEqual({ name: { from: 'Bouquets', to: 'Posies' } });
  });

  it('records stock: purchases, expiry, counts (a stale count writes nothing) and stems used in an order', async () => {
    const shop = await openShop(t.app);
    const bought = await send(shop.headers, 'POST', '/api/stock/', {
      type: 'purchase',
      items: [{ name: 'Rose', quantity: 10, unit_cost: 1.5 }],
    });
    const rose = bought.json().items[0].flower.id as string;
    await send(shop.headers, 'POST', '/api/stock/', {
      type: 'expiry',
      items: [{ flower_id: rose, quantity: 2 }],
    });
    const counted = { unit_cost: 1.5, old_quantity: 8, new_quantity: 7 };
    expect((await send(shop.headers, 'POST', `/api/flowers/${rose}/update`, counted)).statusCode).toBe(200);
    expect((await send(shop.headers, 'POST', `/api/flowers/${rose}/update`, counted)).statusCode).toBe(409);
    // Two expiries at once, the second refused: the first one's event goes with its rolled-back change.
    const halfDone = await send(shop.headers, 'POST', '/api/stock/', {
      type: 'expiry',
      items: [
        { flower_id: rose, quantity: 1 },
        { flower_id: rose, quantity: 50 },
      ],
    });
    expect(halfDone.statusCode).toBe(409);
    const flowers = await newest(shop.headers, 'flower');
    expect(actions(flowers)).toEqual(['stock.count', 'stock.expiry', 'stock.purchase']);
    expect(flowers[0]?.changes).toEqual({ name: { to: 'Rose' }, quantity: { from: 8, to: 7 } });
    const order = await draftOrder(t.app, shop.headers);
    const form = multipart({ quantity: '3', order_uuid: order.uuid });
    const sold = await t.app.inject({
      method: 'POST',
      url: `/api/stock/${rose}/sale`,
      headers: { ...shop.headers, ...form.headers },
      payload: form.payload,
    });
    expect(sold.statusCode).toBe(201);
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/audit`,
      headers: shop.headers,
    });
    expect(trail.json<AuditPage>().items[0]).toMatchObject({
      action: 'order.flowers_used',
      changes: { flower: { to: 'Rose' }, stems: { to: 3 }, quantity: { from: 7, to: 4 } },
    });
  });

  it('records settings, the business and the team, and never a secret', async () => {
    const shop = await openShop(t.app);
    // openShop saved the order form, the windows, a location and a zip code.
    expect(actions(await newest(shop.headers, 'settings'))).toEqual(
      expect.arrayContaining([
        'settings.order_form',
        'settings.time_windows',
        'settings.location_created',
        'settings.zipcode_created',
      ]),
    );
    const form = await send(shop.headers, 'PUT', '/api/business-settings/order-form', { days_ahead: 14 });
    expect(form.statusCode).toBe(200);
    expect((await newest(shop.headers, 'settings'))[0]).toMatchObject({
      action: 'settings.order_form',
      entity_id: 'order_form',
      changes: { days_ahead: { from: 30, to: 14 } },
    });
    const renamed = await send(shop.headers, 'PUT', '/api/business/', { name: 'Fern & Fig' });
    expect(renamed.statusCode).toBe(200);
    expect((await newest(shop.headers, 'business'))[0]?.changes).toEqual({
      name: { from: 'Fern & Foxglove', to: 'Fern & Fig' },
    });
    const logo = multipart({ logo: photoPart(await jpegOf(200), 'logo.jpg') });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/business/logo',
      headers: { ...shop.headers, ...logo.headers },
      payload: logo.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    expect((await newest(shop.headers, 'business'))[0]).toMatchObject({
      action: 'business.logo',
      changes: { logo_url: { from: null, to: uploaded.json().logo_url } },
    });
    const invited = await send(shop.headers, 'POST', '/api/users/florists', {
      email: uniqueEmail('florist'),
      role: 'florist',
      first_name: 'Iris',
      last_name: 'Bloom',
    });
    expect(invited.statusCode).toBeLessThan(300);
    const memberId = invited.json().id as string;
    await send(shop.headers, 'POST', `/api/users/florists/${memberId}/deactivate`);
    await send(shop.headers, 'POST', `/api/users/florists/${memberId}/deactivate`);
    const staff = await newest(shop.headers, 'staff');
    expect(actions(staff)).toEqual(['staff.deactivated', 'staff.invited']);
    expect(staff[1]).toMatchObject({ entity_id: memberId, changes: { role: { to: 'florist' } } });
    const all = JSON.stringify((await log(shop.headers, '?limit=100')).items);
    expect(all).not.toMatch(/password|token/i);
  });

  it('pages newest first with an opaque cursor, and filters by actor and time', async () => {
    const shop = await openShop(t.app);
    const order = await draftOrder(t.app, shop.headers);
    await send({}, 'POST', `/api/orders/${order.uuid}`, deliveryDetails());
    for (const note of ['one', 'two', 'three', 'four', 'five']) {
      await send(shop.headers, 'POST', `/api/orders/${order.uuid}/note`, { note });
    }
    const everything = (await log(shop.headers, '?limit=100')).items;
    expect(everything.length).toBeGreaterThan(7);
    const seen: AuditEvent[] = [];
    let cursor: string | null = null;
    do {
      const page: AuditPage = await log(shop.headers, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.map((item) => item.id)).toEqual(everything.map((item) => item.id));
    expect(actions(seen.slice(0, 5))).toEqual(Array(5).fill('order.note'));
    expect(seen[0]?.changes).toEqual({ note: { from: 'four', to: 'five' } });
    const byCustomer = await log(shop.headers, '?actor=customer');
    expect(actions(byCustomer.items)).toEqual(['order.submitted']);
    const info = (
      await t.app.inject({ method: 'GET', url: '/api/users/info', headers: shop.headers })
    ).json();
    const byOwner = await log(shop.headers, `?actor=${info.id}&limit=100`);
    expect(byOwner.items.every((item) => item.actor_id === info.id)).toBe(true);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await log(shop.headers, `?from=${encodeURIComponent(future)}`)).items).toEqual([]);
  });

  it('keeps shops apart, is for staff only, and refuses bad input', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const theirOrder = await draftOrder(t.app, other.headers);
    const mine = (await log(shop.headers, '?limit=100')).items;
    expect(mine.some((item) => item.entity_id === theirOrder.uuid)).toBe(false);
    expect(mine.length).toBeGreaterThan(0);
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    const asFlorist = await t.app.inject({
      method: 'GET',
      url: '/api/audit',
      headers: bearer(florist.access),
    });
    expect(asFlorist.statusCode).toBe(403);
    expect(asFlorist.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    // Their cursor, read in my shop, still shows only my events.
    const theirPage = await log(other.headers, '?limit=1');
    if (theirPage.next_cursor) {
      const crossed = await log(shop.headers, `?cursor=${theirPage.next_cursor}&limit=100`);
      expect(crossed.items.every((item) => mine.some((m) => m.id === item.id))).toBe(true);
    }
    for (const query of [
      '?limit=101',
      '?limit=0',
      '?entity_type=password',
      '?actor=someone',
      '?from=yesterday',
      '?cursor=not*a*cursor',
      `?cursor=${Buffer.from('x|1').toString('base64url')}`,
      `?cursor=${Buffer.from("2026-01-01 00:00:00+00|1'; drop table orders").toString('base64url')}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/audit${query}`,
        headers: shop.headers,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });
});
