import type { AuditEvent, AuditPage } from '@contract/audit';
import { describe, expect, it } from 'vitest';
import { addStaff, bearer } from '../../test/fixtures';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp } from '../../test/test-app';

const t = setupTestApp();

type Headers = Record<string, string>;
const trail = async (headers: Headers, uuid: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}/audit`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>().items;
};
const post = (headers: Headers, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const actions = (items: AuditEvent[]) => items.map((item) => item.action);

/** A shop whose owner is called Rose Gardener, with a submitted (pending) order. */
async function pendingOrder() {
  const opened = await openShop(t.app);
  await post(opened.headers, '/api/users/update-info', { first_name: 'Rose', last_name: 'Gardener' });
  const info = await t.app.inject({ method: 'GET', url: '/api/users/info', headers: opened.headers });
  const shop = { ...opened, userId: info.json<{ id: string }>().id };
  const order = await draftOrder(t.app, shop.headers, { price: 30 });
  const submitted = await post({}, `/api/orders/${order.uuid}`, deliveryDetails());
  expect(submitted.statusCode).toBe(200);
  return { shop, order };
}

describe('an order’s trail', () => {
  it('records who created and submitted it: staff by name, the customer as Customer', async () => {
    const { shop, order } = await pendingOrder();
    const items = await trail(shop.headers, order.uuid);
    expect(actions(items)).toEqual(['order.submitted', 'order.created']);
    const [submitted, created] = items;
    expect(created).toMatchObject({
      actor_kind: 'staff',
      actor_id: shop.userId,
      actor_name: 'Rose Gardener',
      entity_type: 'order',
      entity_id: order.uuid,
      entity_label: `#${order.number}`,
    });
    expect(created?.changes).toMatchObject({ price: { to: '30.00' }, method: { to: 'delivery' } });
    expect(submitted).toMatchObject({ actor_kind: 'customer', actor_id: null, actor_name: 'Customer' });
    expect(submitted?.changes).toMatchObject({ order_status: { from: 'draft', to: 'pending' } });
    // The customer's personal data is named as changed, not copied into the trail.
    expect(submitted?.changes.sender_name).toEqual({});
    expect(JSON.stringify(submitted?.changes)).not.toContain('Ada Lovelace');
  });

  it('records a status change once, with the person’s name, and nothing for a refused one', async () => {
    const { shop, order } = await pendingOrder();
    const refused = await post(shop.headers, `/api/orders/${order.uuid}/status`, { status: 'done' });
    expect(refused.statusCode).toBe(409);
    expect(actions(await trail(shop.headers, order.uuid))).not.toContain('order.status');
    await post(shop.headers, `/api/orders/${order.uuid}/status`, { status: 'ready' });
    // The same status again changes nothing, so it writes nothing.
    await post(shop.headers, `/api/orders/${order.uuid}/status`, { status: 'ready' });
    const items = await trail(shop.headers, order.uuid);
    expect(items.filter((item) => item.action === 'order.status')).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'order.status',
      actor_kind: 'staff',
      actor_name: 'Rose Gardener',
      changes: { order_status: { from: 'pending', to: 'ready' } },
    });
  });

  it('records notes, assignment, prices, payment and corrections with before and after', async () => {
    const { shop, order } = await pendingOrder();
    const url = `/api/orders/${order.uuid}`;
    expect((await post(shop.headers, `${url}/note`, { note: 'Extra ribbon' })).statusCode).toBe(200);
    expect((await post(shop.headers, `${url}/assign`, { assigned_to: shop.userId })).statusCode).toBe(200);
    const prices = await post(shop.headers, `${url}/prices`, { price: 45, delivery_price: 5.9 });
    expect(prices.statusCode).toBe(200);
    const badPrice = await post(shop.headers, `${url}/prices`, { price: 45, delivery_price: null });
    expect(badPrice.statusCode).toBe(400);
    expect((await post(shop.headers, `${url}/paid`, { payment_method: 'cash' })).statusCode).toBe(200);
    expect((await post(shop.headers, `${url}/paid`, { payment_method: 'cash' })).statusCode).toBe(409);
    const corrected = await post(shop.headers, url, deliveryDetails({ time_slot: '13:00-17:00' }));
    expect(corrected.statusCode).toBe(200);
    const items = await trail(shop.headers, order.uuid);
    expect(actions(items)).toEqual([
      'order.details',
      'order.paid',
      'order.price',
      'order.assigned',
      'order.note',
      'order.submitted',
      'order.created',
    ]);
    const byAction = Object.fromEntries(items.map((item) => [item.action, item.changes]));
    expect(byAction['order.note']).toEqual({ note: { from: '', to: 'Extra ribbon' } });
    expect(byAction['order.assigned']).toEqual({ assigned_to: { from: null, to: shop.userId } });
    expect(byAction['order.price']).toEqual({ price: { from: '30.00', to: '45.00' } });
    expect(byAction['order.paid']).toMatchObject({ payment_status: { from: 'pending', to: 'done' } });
    expect(byAction['order.details']).toEqual({ time_slot: { from: '09:00-12:00', to: '13:00-17:00' } });
  });

  it('lets a florist of the shop read it, and answers 404 for another shop’s order', async () => {
    const { shop, order } = await pendingOrder();
    const florist = await addStaff(t.app, t.database.db, { businessId: shop.business.id, role: 'florist' });
    expect((await trail(bearer(florist.access), order.uuid)).length).toBeGreaterThan(0);
    const other = await openShop(t.app);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.uuid}/audit`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND' });
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/orders/${order.uuid}/audit` });
    expect(anonymous.statusCode).toBe(401);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/orders/not-a-uuid/audit',
      headers: shop.headers,
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('records the deletion, in the shop-wide log once the order is gone', async () => {
    const { shop, order } = await pendingOrder();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order.uuid}`,
      headers: shop.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/audit?entity_type=order',
      headers: shop.headers,
    });
    expect(log.json<AuditPage>().items[0]).toMatchObject({
      action: 'order.deleted',
      entity_id: order.uuid,
      changes: { number: { from: order.number } },
    });
  });
});
