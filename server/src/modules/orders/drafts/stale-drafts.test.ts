import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  discountCodes,
  discountRedemptions,
  giftCardMovements,
  giftCards,
  orderGiftCards,
  orders,
  paymentEntries,
} from '../../../db/schema';
import { multipart } from '../../../test/multipart';
import { createProduct } from '../../../test/product-setup';
import { deliveryDetails, draftOrder, openShop, sellAtCounter } from '../../../test/shop-setup';
import { setupTestApp, uniqueIp } from '../../../test/test-app';
import { redeemGiftCards } from '../../gift-cards/gift-cards.service';
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
    open_carts?: number;
  }>();

/** A gift card sold at the counter to a customer without e-mail: its id and its code, answered once. */
async function sellCard(shop: Shop, value: number) {
  const response = await sellAtCounter(t.app, shop.headers, {
    customer_name: 'Gift giver',
    price: 0,
    gift_cards: [{ value }],
  });
  expect(response.statusCode, response.body).toBe(201);
  const [card] = response.json<{ issued_gift_cards: { id: string; code: string }[] }>().issued_gift_cards;
  if (!card) throw new Error('no card issued');
  return card;
}

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

  it('are not orders: no staff list, search or count shows them, the All view says how many are open', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const theirs = await createProduct(t.app, other.headers);
    const staffDraft = await draftOrder(t.app, shop.headers);
    const fresh = await startCart(shop, product.id);
    const older = await startCart(shop, product.id);
    await startCart(other, theirs.id);
    await age(older.uuid, 25);
    const all = await listAll(shop);
    expect(all.items.map((i) => i.uuid)).toEqual([staffDraft.uuid]);
    expect(all).toMatchObject({ count: 1, open_carts: 2 });
    // Past the end, the count is asked for alone and agrees.
    const past = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&offset=10',
      headers: shop.headers,
    });
    expect(past.json()).toMatchObject({ count: 1, open_carts: 2 });
    // A search or a filter over All leaves them out too.
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=all&method=delivery&limit=50',
      headers: shop.headers,
    });
    expect(filtered.json().items.map((i: { uuid: string }) => i.uuid)).not.toContain(fresh.uuid);
    expect(filtered.json().count).toBe(filtered.json().items.length);

    // Placed, a cart is an order: it takes its place in Pending and All.
    expect((await submit(older.uuid)).statusCode).toBe(200);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/orders?status=pending',
      headers: shop.headers,
    });
    expect(pending.json().items.map((i: { uuid: string }) => i.uuid)).toEqual([older.uuid]);
    expect(pending.json().open_carts).toBeUndefined();
    expect(await listAll(shop)).toMatchObject({ count: 2, open_carts: 1 });
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

  it('removes a stale cart a gift card was applied to: the card keeps its balance, other shops’ carts go too', async () => {
    const shop = await openShop(t.app);
    const other = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const theirs = await createProduct(t.app, other.headers);
    const card = await sellCard(shop, 30);
    const cart = await startCart(shop, product.id);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.uuid}/gift-card`,
      payload: { code: card.code },
      remoteAddress: uniqueIp(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/discount-codes',
      headers: shop.headers,
      payload: { code: 'SPRING', kind: 'percent', value: 10 },
    });
    expect(code.statusCode, code.body).toBe(201);
    const discounted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.uuid}/discount`,
      payload: { code: 'SPRING' },
      remoteAddress: uniqueIp(),
    });
    expect(discounted.statusCode, discounted.body).toBe(200);
    // Should a cart hold a code's use (it never should), the use goes back with it.
    await t.database.db
      .insert(discountRedemptions)
      .values({ codeId: code.json().id, orderId: cart.uuid, oncePerCustomer: false });
    await t.database.db.update(discountCodes).set({ uses: 1 }).where(eq(discountCodes.id, code.json().id));
    const othersCart = await startCart(other, theirs.id);
    for (const uuid of [cart.uuid, othersCart.uuid]) await age(uuid, 24 * 8);

    expect(await removeStaleDrafts(t.database.db)).toBeGreaterThanOrEqual(2);
    for (const uuid of [cart.uuid, othersCart.uuid]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/orders/${uuid}` })).statusCode).toBe(404);
      expect(await t.database.db.select().from(orders).where(eq(orders.id, uuid))).toHaveLength(0);
    }
    const [row] = await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row?.balance).toBe('30.00');
    const movements = await t.database.db
      .select({ type: giftCardMovements.type })
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, card.id));
    expect(movements).toEqual([{ type: 'issue' }]);
    const [spring] = await t.database.db
      .select({ uses: discountCodes.uses })
      .from(discountCodes)
      .where(eq(discountCodes.id, code.json().id));
    expect(spring?.uses).toBe(0);
    expect(
      await t.database.db.select().from(orderGiftCards).where(eq(orderGiftCards.giftCardId, card.id)),
    ).toHaveLength(0);
  });

  it('gives back what a stale draft redeemed of a card, and keeps the draft hidden for the card’s ledger', async () => {
    const shop = await openShop(t.app);
    const product = await createProduct(t.app, shop.headers);
    const card = await sellCard(shop, 100);
    const cart = await startCart(shop, product.id);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${cart.uuid}/gift-card`,
      payload: { code: card.code },
      remoteAddress: uniqueIp(),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // A draft never redeems anything; should one have, the clean-up must not lose the money.
    await t.database.db.transaction((tx) =>
      redeemGiftCards(tx, { id: cart.uuid, businessId: shop.business.id, total: '45.50' }),
    );
    const balance = async () =>
      (await t.database.db.select().from(giftCards).where(eq(giftCards.id, card.id)))[0]?.balance;
    expect(await balance()).toBe('54.50');
    await age(cart.uuid, 24 * 8);

    await removeStaleDrafts(t.database.db);
    expect(await balance()).toBe('100.00');
    const movements = await t.database.db
      .select({ type: giftCardMovements.type, amount: giftCardMovements.amount })
      .from(giftCardMovements)
      .where(eq(giftCardMovements.giftCardId, card.id))
      .orderBy(giftCardMovements.at);
    expect(movements).toEqual([
      { type: 'issue', amount: '100.00' },
      { type: 'redeem', amount: '-45.50' },
      { type: 'release', amount: '45.50' },
    ]);
    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, cart.uuid));
    expect(kept?.deletedAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${cart.uuid}` })).statusCode).toBe(404);
    expect((await listAll(shop)).count).toBe(1);
  });

  it('keeps and reports a draft that cannot be removed, and removes the other shops’ carts all the same', async () => {
    const stuck = await openShop(t.app);
    const other = await openShop(t.app);
    const mine = await createProduct(t.app, stuck.headers);
    const theirs = await createProduct(t.app, other.headers);
    const blocked = await startCart(stuck, mine.id);
    const fine = await startCart(other, theirs.id);
    // Something the clean-up does not know of points at the draft (here a journal row).
    await t.database.db.insert(paymentEntries).values({
      businessId: stuck.business.id,
      orderId: blocked.uuid,
      kind: 'payment',
      method: 'cash',
      amountCents: 100,
    });
    for (const uuid of [blocked.uuid, fine.uuid]) await age(uuid, 24 * 8);
    const warnings: Record<string, unknown>[] = [];
    const log = { warn: (details: Record<string, unknown>) => warnings.push(details) };

    await removeStaleDrafts(t.database.db, { log });
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${fine.uuid}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${blocked.uuid}` })).statusCode).toBe(200);
    expect(warnings).toEqual([expect.objectContaining({ orderId: blocked.uuid })]);
    // The next run tries it again, and fails no louder.
    await expect(removeStaleDrafts(t.database.db, { log })).resolves.toBeGreaterThanOrEqual(0);
    expect(warnings).toHaveLength(2);
    const [still] = await t.database.db.select().from(orders).where(eq(orders.id, blocked.uuid));
    expect(still?.deletedAt).toBeNull();
  });

  it.each([
    ['no hours', { draft_hide_hours: 0 }, 'draft_hide_hours'],
    ['more than 90 days', { draft_delete_days: 91 }, 'draft_delete_days'],
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

  it('settings no longer tie the unused hours to the removal days', async () => {
    const shop = await openShop(t.app);
    const url = '/api/business-settings/order-form';
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: shop.headers,
      payload: { draft_hide_hours: 96, draft_delete_days: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const shorter = await t.app.inject({
      method: 'PUT',
      url,
      headers: shop.headers,
      payload: { draft_delete_days: 1 },
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json()).toMatchObject({ draft_delete_days: 1 });
  });
});
