import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, orders } from '../../db/schema';
import { multipart } from '../../test/multipart';
import { createProduct } from '../../test/product-setup';
import { deliveryDetails, draftOrder, openShop } from '../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../test/test-app';
import { removeStaleDrafts } from './stale-drafts';

const t = setupTestApp();
type Shop = Awaited<ReturnType<typeof openShop>>;

async function startCart(shop: Shop, productId: string) {
  const form = multipart({ product_id: productId, delivery_type: 'delivery' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/storefront/${shop.business.url}/order`,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ uuid: string; number: number }>();
}

const submit = (uuid: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${uuid}`,
    payload: deliveryDetails(),
    remoteAddress: uniqueIp(),
  });

const listAll = async (shop: Shop) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/orders?status=all&limit=50', headers: shop.headers })
  ).json<{
    items: { uuid: string; number: number }[];
    count: number;
  }>();

/** Makes an order look `hours` old. */
const age = (uuid: string, hours: number) =>
  t.database.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(orders.id, uuid));

describe('storefront orders nobody completes', () => {
  it('take the shop’s next number only when the customer places them, so abandoned carts leave no gaps', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const abandoned = await startCart(shop, product.id);
    const placed = await startCart(shop, product.id);
    expect([abandoned.number, placed.number]).toEqual([0, 0]);
    const first = await draftOrder(t.app, shop.headers);
    const submitted = await submit(placed.uuid);
    expect(submitted.statusCode).toBe(200);
    expect([first.number, submitted.json().number]).toEqual([1001, 1002]);
    const second = await draftOrder(t.app, shop.headers);
    expect(second.number).toBe(1003);
    const trail = await t.database.db
      .select({ action: auditEvents.action, changes: auditEvents.changes })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, placed.uuid));
    expect(trail.find((e) => e.action === 'order.submitted')?.changes).toMatchObject({
      number: { to: 1002 },
    });
  });

  it('leave the All list and its count after the shop’s hours, and can still be completed until removed', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const staffDraft = await draftOrder(t.app, shop.headers);
    const fresh = await startCart(shop, product.id);
    const stale = await startCart(shop, product.id);
    await age(stale.uuid, 25);
    await age(staffDraft.uuid, 24 * 30);
    const all = await listAll(shop);
    expect(all.items.map((i) => i.uuid).sort()).toEqual([staffDraft.uuid, fresh.uuid].sort());
    expect(all.count).toBe(2);
    // Past the end, the count is asked for alone and agrees.
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&offset=10',
      headers: shop.headers,
    });
    expect(past.json().count).toBe(2);

    // A shop that keeps them longer still lists it.
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/order-form',
      headers: shop.headers,
      payload: { draft_hide_hours: 48 },
    });
    expect((await listAll(shop)).count).toBe(3);

    await age(stale.uuid, 49);
    expect((await listAll(shop)).count).toBe(2);
    expect((await submit(stale.uuid)).statusCode).toBe(200);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(pending.json().items.map((i: { uuid: string }) => i.uuid)).toEqual([stale.uuid]);
    expect((await listAll(shop)).count).toBe(3);
  });

  it('are removed after the shop’s days, with their history, leaving every other order and a note in the trail', async () => {
    const shop = await openShop(t.app);
    const patient = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const theirs = await createProduct(t.app, patient.headers);
    await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/order-form',
      headers: patient.headers,
      payload: { draft_delete_days: 30 },
    });
    const old = await startCart(shop, product.id);
    const young = await startCart(shop, product.id);
    const kept = await startCart(patient, theirs.id);
    const staffDraft = await draftOrder(t.app, shop.headers);
    const placed = await startCart(shop, product.id);
    expect((await submit(placed.uuid)).statusCode).toBe(200);
    for (const uuid of [old.uuid, kept.uuid, staffDraft.uuid, placed.uuid]) await age(uuid, 24 * 8);
    await age(young.uuid, 24 * 6);

    expect(await removeStaleDrafts(t.database.db)).toBeGreaterThanOrEqual(1);
    const gone = await t.app.inject({ method: 'GET', url: `/api/orders/${old.uuid}` });
    expect(gone.statusCode).toBe(404);
    for (const uuid of [young.uuid, kept.uuid, staffDraft.uuid, placed.uuid]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).statusCode).toBe(200);
    }
    const all = await listAll(shop);
    expect(all.items.map((i) => i.uuid).sort()).toEqual([staffDraft.uuid, placed.uuid].sort());
    expect(all.count).toBe(2);
    const removal = await t.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorKind })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, old.uuid));
    expect(removal).toContainEqual({ action: 'order.removed', actor: 'system' });
    // Counters agree with the rows once the hidden one is gone: All counts what it lists.
    await age(young.uuid, 24 * 8);
    await removeStaleDrafts(t.database.db);
    expect((await listAll(shop)).count).toBe(2);
  });

  it.each([
    ['no hours', { draft_hide_hours: 0 }, 'draft_hide_hours'],
    ['more than 90 days', { draft_delete_days: 91 }, 'draft_delete_days'],
    ['hiding after removal', { draft_hide_hours: 72, draft_delete_days: 2 }, 'draft_hide_hours'],
  ])('settings refuse %s', async (_case, payload, field) => {
    const shop = await openShop(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings/order-form',
      headers: shop.headers,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details[field]).toBeTruthy();
  });

  it('settings refuse hiding after removal across two saves', async () => {
    const shop = await openShop(t.app);
    const url = '/api/business-settings/order-form';
    const first = await t.app.inject({
      method: 'PUT',
      url,
      headers: shop.headers,
      payload: { draft_hide_hours: 96 },
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'PUT',
      url,
      headers: shop.headers,
      payload: { draft_delete_days: 3 },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().details.draft_hide_hours).toBeTruthy();
  });
});
